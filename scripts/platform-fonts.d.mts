// Types of platform-fonts.mjs for the TypeScript end-to-end tests that import it.
import type { Page } from 'playwright-core';

export interface MachineFace {
  family: string;
  postScriptName: string;
  glyphs: number;
  where: string;
  text: string;
}

export function machineFontsDrawn(page: Page): Promise<MachineFace[]>;
export function machineFontsFailure(name: string, faces: MachineFace[]): string | null;

// The little of fontkit 2 (which ships no types) that the PDF's fonts use: pdf-lib calls the rest itself.
declare module 'fontkit' {
  export interface Subset {
    encode(): Uint8Array;
  }
  export interface GlyphRun {
    glyphs: unknown[];
  }
  export interface Font {
    layout(text: string, features?: unknown): GlyphRun;
    hasGlyphForCodePoint(codePoint: number): boolean;
    createSubset(): Subset;
  }
  export function create(data: Uint8Array): Font;
}

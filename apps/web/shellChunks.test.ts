import { describe, expect, it } from 'vitest';
import { fieldOnlyModules, staticClosure } from './shellChunks';

const CORE = '/repo/packages/catalog-core/dist';

/** A module graph as the bundler reports it: each module's code and the ids it imports statically. */
function graph(modules: Record<string, { code: string; imports?: string[] }>) {
  return {
    getModuleInfo: (id: string) =>
      modules[id] ? { code: modules[id].code, importedIds: modules[id].imports ?? [] } : null,
  };
}

describe('staticClosure', () => {
  const modules = {
    '/app/root.tsx': {
      code: 'import { formatProductName, finishName as name } from "@fittings/catalog-core";',
      imports: ['/app/layout.tsx', `${CORE}/index.js`],
    },
    '/app/layout.tsx': { code: 'export const Layout = 1;' },
    [`${CORE}/index.js`]: {
      code: [
        'import { formatProductName, plainName } from "./chunk-NAMES.js";',
        'import { finishName, finishSwatches } from "./chunk-FINISHES.js";',
        'import { compareRows } from "./chunk-COMPARE.js";',
        'import { fitFacts } from "./chunk-FIT.js";',
      ].join('\n'),
      imports: [
        `${CORE}/chunk-NAMES.js`,
        `${CORE}/chunk-FINISHES.js`,
        `${CORE}/chunk-COMPARE.js`,
        `${CORE}/chunk-FIT.js`,
      ],
    },
    [`${CORE}/chunk-NAMES.js`]: {
      code: 'import "./chunk-TEXTS.js";',
      imports: [`${CORE}/chunk-TEXTS.js`],
    },
    [`${CORE}/chunk-TEXTS.js`]: { code: 'export const texts = 1;' },
    [`${CORE}/chunk-FINISHES.js`]: { code: 'export const finishName = 1;' },
    [`${CORE}/chunk-COMPARE.js`]: { code: 'export const compareRows = 1;' },
    [`${CORE}/chunk-FIT.js`]: { code: 'export const fitFacts = 1;' },
  };

  it("takes through catalog-core's index only the files holding what the shell imports, and their imports", () => {
    const closure = staticClosure(['/app/root.tsx'], graph(modules));
    expect([...closure].sort()).toEqual(
      [
        '/app/root.tsx',
        '/app/layout.tsx',
        `${CORE}/index.js`,
        `${CORE}/chunk-NAMES.js`,
        `${CORE}/chunk-TEXTS.js`,
        `${CORE}/chunk-FINISHES.js`,
      ].sort(),
    );
  });

  it('follows every other module whole', () => {
    const closure = staticClosure(['/app/layout.tsx'], graph(modules));
    expect([...closure]).toEqual(['/app/layout.tsx']);
  });
});

describe('fieldOnlyModules', () => {
  const UI = '/repo/packages/ui/dist';
  const files: Record<string, string> = {
    [`${UI}/TextField.js`]: 'import { a } from "./chunk-FIELD.js";',
    [`${UI}/Select.js`]: 'import { b } from "./chunk-SELECT.js";\nimport "./chunk-PARTS.js";',
    [`${UI}/chunk-FIELD.js`]: [
      'import { c } from "./chunk-PARTS.js";',
      'import { useField } from "./chunk-USEFIELD.js";',
      'import { jsx } from "react/jsx-runtime";',
    ].join('\n'),
    [`${UI}/chunk-SELECT.js`]: 'import { Icon } from "./chunk-ICON.js";',
    [`${UI}/chunk-PARTS.js`]: 'export const c = 1;',
    [`${UI}/chunk-USEFIELD.js`]: 'export const useField = 1;',
    [`${UI}/chunk-ICON.js`]: 'export const Icon = 1;',
    [`${UI}/Checkbox.js`]: 'import {\n  useField\n} from "./chunk-USEFIELD.js";',
    [`${UI}/Gallery.js`]: 'import { Icon } from "./chunk-ICON.js";',
  };
  const entries = ['TextField', 'Select', 'Checkbox', 'Gallery', 'Textarea'].map(
    (name) => `${UI}/${name}.js`,
  );

  it('takes the files only the field entries reach, never one another entry shares or a library', () => {
    const fields = fieldOnlyModules(
      entries,
      ['TextField', 'Select', 'Textarea'].map((name) => `${UI}/${name}.js`),
      (file) => files[file],
    );
    expect([...fields].sort()).toEqual(
      [
        `${UI}/TextField.js`,
        `${UI}/Select.js`,
        `${UI}/chunk-FIELD.js`,
        `${UI}/chunk-SELECT.js`,
        `${UI}/chunk-PARTS.js`,
      ].sort(),
    );
  });
});

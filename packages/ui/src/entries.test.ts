/// <reference types="vite/client" />
// The entry point per component (src/entries, `@fittings/ui/<Name>`): together they name exactly what the index
// names, each name once, and package.json exports each of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ui from './index';

const entries: Record<string, Record<string, unknown>> = import.meta.glob('./entries/*.ts', {
  eager: true,
});
const subpath = (file: string) => `./${file.slice('./entries/'.length, -'.ts'.length)}`;

describe('the entry points of @fittings/ui', () => {
  it('export every name of the index once, as the same object', () => {
    const names = Object.entries(entries).flatMap(([file, module]) =>
      Object.keys(module).map((name) => [name, subpath(file), module[name]] as const),
    );
    expect(names.map(([name]) => name).sort()).toEqual(Object.keys(ui).sort());
    for (const [name, , value] of names) expect(value).toBe(ui[name as keyof typeof ui]);
  });

  it('are each a subpath of the package, with types for import and require', () => {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    for (const file of Object.keys(entries)) {
      const name = subpath(file).slice(2);
      expect(manifest.exports[subpath(file)]).toEqual({
        import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
        require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
      });
    }
    const others = [
      '.',
      './messages/en',
      './messages/hi',
      './style.css',
      './fonts/*',
      './package.json',
    ];
    expect(Object.keys(manifest.exports).sort()).toEqual(
      [...others, ...Object.keys(entries).map(subpath)].sort(),
    );
  });
});

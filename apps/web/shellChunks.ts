// Every page of the site runs the browser entry, the root route and the site layout, and everything they import
// statically. Left to the bundler, that shared code was cut into some 25 files by which routes import each piece, and
// a page's first visit asked for 33 scripts: over HTTP/1.1 (six connections to the origin) that is six round trips in
// a row before the page is interactive, each 150 ms on a 4G phone. This plugin puts that code into two files
// instead: the libraries (React, React Router and the few others the shell uses), which change least between
// releases, and the site's own shell. No page of the site layout downloads a byte more, since each needs all of it
// (the printable bathroom list, outside the layout, loads the layout's code too); route code stays split per route,
// and what is imported dynamically (the Hindi catalogues) stays out.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ROUTE_QUERY = '?__react-router-build-client-route';

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
};

/**
 * catalog-core's index re-exports one file per source module (issue 30). Following every import of that index would
 * put all of them back into the shell; only the files that export what the shell's own modules import from it go.
 */
const CORE_INDEX =
  /[\\/](?:packages[\\/]catalog-core|@fittings[\\/]catalog-core)[\\/]dist[\\/]index\.js$/;
const CORE_SPECIFIER = '@fittings/catalog-core';

/** The names `code` imports from catalog-core's index (`import { a, b as c } from '@fittings/catalog-core'`). */
export function namesImportedFromCore(code: string): string[] {
  const names: string[] = [];
  const pattern = /import\s*\{([^}]*)\}\s*from\s*["']@fittings\/catalog-core["']/g;
  for (const match of code.matchAll(pattern))
    for (const part of match[1]!.split(','))
      if (part.trim())
        names.push(
          part
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim(),
        );
  return names;
}

/** For each name catalog-core's index re-exports, the file it comes from (`import { a } from "./chunk-X.js"`). */
export function coreIndexSources(code: string): Map<string, string> {
  const sources = new Map<string, string>();
  const pattern = /import\s*\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["']/g;
  for (const match of code.matchAll(pattern))
    for (const part of match[1]!.split(','))
      if (part.trim())
        sources.set(
          part
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim(),
          match[2]!,
        );
  return sources;
}

/**
 * The modules the entry and root reach through static imports (dynamic imports stay their own chunks). Through
 * catalog-core's index, only the files holding the names those modules import.
 */
export function staticClosure(starts: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const coreNames = new Set<string>();
  const coreIndexes: string[] = [];
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    if (CORE_INDEX.test(id)) {
      coreIndexes.push(id);
      continue;
    }
    if (info.code?.includes(CORE_SPECIFIER))
      for (const name of namesImportedFromCore(info.code)) coreNames.add(name);
    queue.push(...info.importedIds);
  }
  // The index's files the shell uses, and what they import in turn.
  const more: string[] = [];
  for (const index of coreIndexes) {
    const info = graph.getModuleInfo(index)!;
    // Without its code, no way to tell which files are used: all of them, as before.
    if (!info.code) {
      more.push(...info.importedIds);
      continue;
    }
    const sources = coreIndexSources(info.code);
    const files = new Set(
      [...coreNames].map((name) => sources.get(name)).filter((file) => file !== undefined),
    );
    more.push(...info.importedIds.filter((imported) => files.has(path.basename(imported))));
  }
  if (more.length) for (const id of staticClosure(more, graph)) seen.add(id);
  return seen;
}

/**
 * The design system's entry points of form fields (the search box's, a bathroom list item's): the pages that ask for
 * words or a term (forms, the wishlist, where to buy, find a part, search) share them, but a product page, a listing or the home page
 * renders none.
 */
export const FIELD_ENTRIES = [
  'TextField',
  'Textarea',
  'Select',
  'ErrorSummary',
  'SearchField',
  'SearchDialog',
  // A bathroom list's item: its quantity, room and note.
  'ListItemDetails',
] as const;

/** The design system's files a dist file imports (`from "./chunk-X.js"`, `import "./chunk-X.js"`), as paths. */
export function distImports(file: string, code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)].map((match) =>
    path.join(path.dirname(file), match[1]!),
  );
}

/**
 * The design system's modules only form fields use: the files the field entries (`dist/<Name>.js`) reach and no
 * other entry point does, read from the package's dist folder (its files import one another by relative path). Left
 * in the shared `components` file they went to every page that loads it (1 KB on a product page); in a file of their
 * own they go to the pages with a field (issue 30).
 */
export function fieldOnlyModules(
  entries: readonly string[],
  fieldEntries: readonly string[],
  read: (file: string) => string | undefined,
): Set<string> {
  const reached = (starts: readonly string[]) => {
    const seen = new Set<string>();
    const queue = [...starts];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      const code = read(file);
      if (code === undefined) continue;
      seen.add(file);
      queue.push(...distImports(file, code));
    }
    return seen;
  };
  const others = reached(entries.filter((entry) => !fieldEntries.includes(entry)));
  return new Set([...reached(fieldEntries)].filter((file) => !others.has(file)));
}

const LIBRARY = /[\\/]node_modules[\\/]/;
const DESIGN_SYSTEM = /[\\/](?:packages[\\/]ui|@fittings[\\/]ui)[\\/]dist[\\/]/;

export function shellChunks(appDirectory: string): Plugin {
  const starts = [
    path.resolve(appDirectory, 'entry.client.tsx'),
    path.resolve(appDirectory, 'root.tsx') + ROUTE_QUERY,
    path.resolve(appDirectory, 'routes/site.tsx') + ROUTE_QUERY,
  ];
  return {
    name: 'fittings:shell-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      let shell: Set<string> | undefined;
      let fields: Set<string> | undefined;
      const isFieldOnly = (id: string) => {
        if (!DESIGN_SYSTEM.test(id)) return false;
        if (!fields) {
          const dist = id.slice(0, id.search(/[\\/]dist[\\/]/) + '/dist/'.length);
          const entries = readdirSync(dist)
            // The index re-exports every component: it is no page's (the site imports each by its path).
            .filter(
              (file) => file.endsWith('.js') && !file.startsWith('chunk-') && file !== 'index.js',
            )
            .map((file) => path.join(dist, file));
          const fieldEntries = FIELD_ENTRIES.map((name) => path.join(dist, `${name}.js`));
          const missing = fieldEntries.filter((entry) => !entries.includes(entry));
          // A renamed component would silently put the fields back on every page.
          if (missing.length)
            throw new Error(`shellChunks: no design-system entry ${missing.join(', ')}`);
          fields = fieldOnlyModules(entries, fieldEntries, (file) =>
            existsSync(file) ? readFileSync(file, 'utf8') : undefined,
          );
        }
        return fields.has(id.split('?')[0]!);
      };
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              debugName: 'shell',
              name(id, context) {
                if (!shell) {
                  // A renamed file or a new React Router query string would silently split the shell again.
                  const missing = starts.filter((start) => !context.getModuleInfo(start));
                  if (missing.length)
                    throw new Error(`shellChunks: no module ${missing.join(', ')}`);
                  shell = staticClosure(starts, context);
                }
                // The entry and the root route stay entries of their own; what they import moves.
                if (!shell.has(id) || starts.includes(id)) return null;
                return LIBRARY.test(id) ? 'libraries' : 'shell';
              },
            },
            {
              // The design system's components come one module per entry point (@fittings/ui/<Name>), so a page loads
              // only those it renders; those that several routes share would otherwise be a file each (six more
              // round trips' worth of files on a product page). Shared ones travel together instead.
              debugName: 'components',
              // Before the fields' group: what both use (a checkbox's field wiring) goes here, with the components.
              name: (id) => (DESIGN_SYSTEM.test(id) && !isFieldOnly(id) ? 'components' : null),
              minShareCount: 2,
            },
            {
              debugName: 'fields',
              name: (id) => (isFieldOnly(id) ? 'fields' : null),
              minShareCount: 2,
            },
          ],
        },
      };
    },
  };
}

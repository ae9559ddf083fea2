// Every page of the site runs the browser entry, the root route and the site layout, and everything they import
// statically. Left to the bundler, that shared code was cut into some 25 files by which routes import each piece, and
// a page's first visit asked for 33 scripts: over HTTP/1.1 (six connections to the origin) that is six round trips in
// a row before the page is interactive, each 150 ms on a 4G phone. This plugin puts that code into two files
// instead: the libraries (React, React Router and the few others the shell uses), which change least between
// releases, and the site's own shell. No page of the site layout downloads a byte more, since each needs all of it
// (the printable bathroom list, outside the layout, loads the layout's code too); route code stays split per route,
// and what is imported dynamically (the Hindi catalogues) stays out.
import path from 'node:path';
import type { Plugin } from 'vite';

const ROUTE_QUERY = '?__react-router-build-client-route';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules the entry and root reach through static imports (dynamic imports stay their own chunks). */
export function staticClosure(starts: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
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
              name: 'components',
              test: DESIGN_SYSTEM,
              minShareCount: 2,
            },
          ],
        },
      };
    },
  };
}

// The import rules of the architecture (../shared/design/ARCHITECTURE.md, "Which way the imports run"), checked by
// `pnpm lint:deps` (part of `pnpm lint`). Workspace packages resolve through their exports maps to their dist/, so
// the packages must be built first, as `pnpm lint` does.
/** The web app's tests and scripts, which may start the API in-process and use the workspace tools. */
const TESTS_AND_SCRIPTS = '^apps/web/(e2e|hostile|scripts)/|\\.test\\.tsx?$';

/** A rule: the workspace member at `member` (`packages/x`, `apps/y`) imports no other member but those `allowed`. */
function importsOnly(name, comment, member, allowed) {
  const own = [member, ...allowed].join('|');
  return {
    name,
    severity: 'error',
    comment,
    from: { path: `^${member}/` },
    to: { path: `^(apps|packages)/`, pathNot: `^(${own})/` },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'No import cycles, type-only imports included: what two modules share belongs in a third that both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'package-imports-app',
      severity: 'error',
      comment: 'A package never imports an app: packages are built and published on their own.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    importsOnly(
      'catalog-core-imports-nothing-of-ours',
      'catalog-core is the bottom of the graph: it imports no other package or app of this workspace.',
      'packages/catalog-core',
      [],
    ),
    {
      name: 'catalog-core-touches-node',
      severity: 'error',
      comment:
        'catalog-core has no I/O and no framework: no Node built-ins (its tsconfig leaves out the DOM and Node types, ' +
        'so fetch, storage and the DOM fail the type check instead).',
      from: { path: '^packages/catalog-core/src/', pathNot: '\\.(test|bench)\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    importsOnly(
      'tracking-imports-nothing-of-ours',
      'tracking stands alone: it imports no other package or app of this workspace.',
      'packages/tracking',
      [],
    ),
    {
      name: 'ui-imports-api-client-or-tracking',
      severity: 'error',
      comment:
        'Components report what happened through props and callbacks; the app decides what to fetch and what to track.',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(api-client|tracking)/' },
    },
    importsOnly(
      'api-client-imports-beyond-catalog-core',
      'api-client depends on catalog-core (for its types) and nothing else of ours.',
      'packages/api-client',
      ['packages/catalog-core'],
    ),
    importsOnly(
      'api-imports-beyond-catalog-core',
      'The API depends on catalog-core and nothing else of ours.',
      'apps/api',
      ['packages/catalog-core'],
    ),
    {
      name: 'api-imports-demo-catalogue',
      severity: 'error',
      comment:
        'The API reads the catalogue files tools/demo-catalogue writes (apps/api/catalogue); it never runs the ' +
        'generator or its drawing code, not even in tests.',
      from: { path: '^apps/api/' },
      to: { path: '^tools/demo-catalogue/' },
    },
    {
      name: 'demo-catalogue-imports-beyond-catalog-core',
      severity: 'error',
      comment:
        'The demo catalogue writes files in the exchange format and depends on catalog-core alone (not the API: ' +
        'the API validates what it writes on import).',
      from: { path: '^tools/demo-catalogue/' },
      to: { path: '^(apps|scripts|packages/(?!catalog-core/)|tools/(?!demo-catalogue/))' },
    },
    {
      name: 'web-app-calls-api-other-than-api-client',
      severity: 'error',
      comment:
        'The site reaches the API only through @fittings/api-client; its tests and scripts may start the API in-process.',
      from: {
        path: '^apps/web/',
        pathNot: TESTS_AND_SCRIPTS,
      },
      to: { path: '^apps/(?!web/)' },
    },
    {
      name: 'app-imports-another-app',
      severity: 'error',
      comment:
        'Apps share code through packages, never through each other (tests and scripts may start the API).',
      from: {
        path: '^apps/([^/]+)/',
        pathNot: TESTS_AND_SCRIPTS,
      },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'tools-outside-tests-and-scripts',
      severity: 'error',
      comment:
        'The workspace tools under tools/ (such as @fittings/loopback) serve tests and scripts, never shipped code.',
      from: {
        path: '^(apps|packages)/',
        pathNot: `${TESTS_AND_SCRIPTS}|/test/|/scripts/`,
      },
      to: { path: '^tools/' },
    },
    {
      name: 'deep-import-into-package',
      severity: 'error',
      comment:
        "Each package has one public entry and an exports map: nothing reaches into another package's src/ or dist/ " +
        'by a relative path; import it by name.',
      from: { path: '^(apps|packages)/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^packages/', pathNot: '^packages/$2/' },
    },
    {
      name: 'import-outside-exports-map',
      severity: 'error',
      comment:
        "An import of a workspace package that its exports map does not offer (a deep path into its dist/, or a name it doesn't export).",
      from: {},
      to: { couldNotResolve: true, path: '^@fittings/' },
    },
  ],
  options: {
    // A workspace package imported by name resolves to its dist/ (through its exports map): that is where the
    // cruise stops, so the import still counts for the rules. Build output is never a starting point.
    doNotFollow: { path: ['node_modules', '^(apps|packages)/[^/]+/dist/'] },
    exclude: {
      path: ['^(apps|packages)/[^/]+/(build|storybook-static|coverage|\\.react-router|\\.perf)/'],
    },
    // `import type` counts: a cycle closed only through types is still a cycle.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

#!/usr/bin/env node
// Proves a package works for someone who installs its tarball: packs it (and the workspace packages it depends
// on), installs them into an empty project outside the workspace, then imports it with `import` and `require`
// and type-checks a consumer with TypeScript's Node16 resolution.
// Usage: node scripts/check-pack.mjs <package dir> [<export name to probe> ...]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [pkgArg, ...probes] = process.argv.slice(2);
if (!pkgArg) {
  console.error('usage: check-pack.mjs <package dir> [export ...]');
  process.exit(2);
}
const pkgDir = resolve(pkgArg);
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const work = mkdtempSync(join(tmpdir(), 'fittings-pack-'));
try {
  // Workspace dependencies are packed too, since no registry holds them here.
  const workspaceDeps = Object.entries(pkg.dependencies ?? {})
    .filter(([, range]) => String(range).startsWith('workspace:'))
    .map(([name]) => join(root, 'packages', name.replace('@fittings/', '')));
  const tarballs = [pkgDir, ...workspaceDeps].map((dir) => {
    const out = run('pnpm', ['pack', '--pack-destination', work], dir).trim().split('\n');
    return out[out.length - 1].trim();
  });

  const project = join(work, 'consumer');
  run('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], project);

  const names = probes.length > 0 ? probes : [];
  const check = `if (typeof m !== 'object' || Object.keys(m).length === 0) throw new Error('empty module');
for (const name of ${JSON.stringify(names)}) if (!(name in m)) throw new Error('missing export ' + name);
console.log(Object.keys(m).length + ' exports');`;
  writeFileSync(join(project, 'esm.mjs'), `import * as m from '${pkg.name}';\n${check}\n`);
  writeFileSync(join(project, 'cjs.cjs'), `const m = require('${pkg.name}');\n${check}\n`);
  console.log(`import:  ${run('node', ['esm.mjs'], project).trim()}`);
  console.log(`require: ${run('node', ['cjs.cjs'], project).trim()}`);

  const probe = names[0];
  writeFileSync(
    join(project, 'consumer.mts'),
    probe
      ? `import { ${probe} } from '${pkg.name}';\nexport const probe: typeof ${probe} = ${probe};\n`
      : `import * as m from '${pkg.name}';\nexport const probe = m;\n`,
  );
  writeFileSync(
    join(project, 'consumer.cts'),
    `import m = require('${pkg.name}');\nexport const probe = m;\n`,
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'node16',
        moduleResolution: 'node16',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        lib: ['ES2022', 'DOM'],
      },
      files: ['consumer.mts', 'consumer.cts'],
    }),
  );
  run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], project);
  console.log(`types:   ${pkg.name} resolves for import and require under node16`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

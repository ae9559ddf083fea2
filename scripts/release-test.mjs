#!/usr/bin/env node
// The release flow, for real: on a copy of the workspace, apply the changesets (`changeset version`), build the
// packages, publish them with `changeset publish` to a Verdaccio registry started here on loopback with temporary
// storage, then create a fresh project outside the workspace that installs them from that registry by version and
// type-checks, builds and runs against them with both `import` and `require`. Everything it made is removed at the
// end, whatever the outcome. The working tree is never touched.
import { execFile, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort, waitForServer } from '../tools/loopback/index.mjs';
import { consumerChecks } from './release-consumer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const execFileAsync = promisify(execFile);

async function run(cmd, args, options = {}) {
  const { stdout } = await execFileAsync(cmd, args, {
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: { ...process.env, ...options.env },
  }).catch((error) => {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${output}`);
  });
  return stdout;
}

const packageDirs = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const work = mkdtempSync(join(tmpdir(), 'fittings-release-'));
let registry;
const step = (text) => console.log(`release-test: ${text}`);

try {
  // 1. A copy of the workspace's packages and release configuration, sharing the installed node_modules.
  const copy = join(work, 'workspace');
  mkdirSync(join(copy, 'packages'), { recursive: true });
  // apps/api/openapi.json is the API's contract, from which the api-client's generate script derives its types.
  for (const file of [
    'package.json',
    'pnpm-workspace.yaml',
    'tsconfig.base.json',
    '.prettierrc.json',
    '.changeset',
    'apps/api/openapi.json',
  ]) {
    cpSync(join(root, file), join(copy, file), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  for (const name of packageDirs) {
    cpSync(join(root, 'packages', name), join(copy, 'packages', name), {
      recursive: true,
      verbatimSymlinks: true,
      // Built and generated files are made again in the copy, from its sources.
      filter: (source) =>
        !/[/\\](dist|storybook-static|coverage|\.turbo|openapi\.gen\.ts)$/.test(source),
    });
  }

  // 2. Version: apply the changesets.
  await run(bin('changeset'), ['version'], { cwd: copy });
  const versions = Object.fromEntries(
    packageDirs.map((name) => {
      const pkg = JSON.parse(readFileSync(join(copy, 'packages', name, 'package.json'), 'utf8'));
      return [pkg.name, pkg.version];
    }),
  );
  step(
    `versioned ${Object.entries(versions)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ')}`,
  );
  for (const name of packageDirs) {
    const changelog = readFileSync(join(copy, 'packages', name, 'CHANGELOG.md'), 'utf8');
    if (!changelog.includes(versions[`@fittings/${name}`])) {
      throw new Error(`packages/${name}/CHANGELOG.md does not mention its new version`);
    }
  }

  // 3. Build, dependencies first, each after the files it generates (the api-client's types).
  const order = ['catalog-core', ...packageDirs.filter((name) => name !== 'catalog-core')];
  for (const name of order) {
    await run('pnpm', ['run', '--if-present', 'generate'], { cwd: join(copy, 'packages', name) });
    await run('pnpm', ['run', 'build'], { cwd: join(copy, 'packages', name) });
  }
  step('built');

  // 4. A registry on loopback with temporary storage, and a user to publish as.
  const port = await freePort();
  const registryUrl = `http://127.0.0.1:${port}/`;
  const registryDir = join(work, 'registry');
  mkdirSync(registryDir);
  writeFileSync(
    join(registryDir, 'config.yaml'),
    [
      `storage: ${join(registryDir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(registryDir, 'htpasswd')}`,
      '    max_users: 10',
      'uplinks: {}',
      'packages:',
      "  '@fittings/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  registry = spawn(
    bin('verdaccio'),
    ['--config', join(registryDir, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForServer(`${registryUrl}-/ping`, {
    child: registry,
    name: 'the registry',
    timeoutMs: 30_000,
  });
  const userResponse = await fetch(`${registryUrl}-/user/org.couchdb.user:release-test`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release-test', password: 'release-test-password' }),
  });
  const { token } = await userResponse.json();
  if (!token) throw new Error(`registry gave no token (HTTP ${userResponse.status})`);
  const npmrc = join(work, 'npmrc');
  writeFileSync(npmrc, `registry=${registryUrl}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  step(`registry up at ${registryUrl}`);

  // 5. Publish with the command `pnpm release` runs after its build (less the git tags).
  const registryEnv = { npm_config_userconfig: npmrc, npm_config_registry: registryUrl };
  // The copy is no git repository: changesets 3 fails publishing when it cannot tag, so the tags are left out here.
  await run(bin('changeset'), ['publish', '--no-git-tag'], { cwd: copy, env: registryEnv });
  for (const [name, version] of Object.entries(versions)) {
    const meta = await (await fetch(`${registryUrl}${name.replace('/', '%2f')}`)).json();
    if (!meta.versions?.[version])
      throw new Error(`${name}@${version} is not in the registry after publish`);
  }
  step('published all packages');

  // 6. A fresh project outside the workspace installs them by version and is checked, built and run.
  const consumer = join(work, 'consumer');
  mkdirSync(consumer);
  await consumerChecks({ dir: consumer, versions, registryUrl, port, tsc: bin('tsc'), run, step });
  step('passed');
} finally {
  registry?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

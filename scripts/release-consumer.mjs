// The project a brand site would be: it installs the published packages by version from the registry, then is
// type-checked and built with TypeScript (Node16 resolution, an ESM and a CommonJS entry) and run with Node.
// Each entry uses every package for real: ranking, a client call to a loopback server, a tracker, and a design
// system component rendered on the server.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const CHECK = `import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type * as Core from '@fittings/catalog-core';
import type * as Client from '@fittings/api-client';
import type * as Tracking from '@fittings/tracking';
import type * as Ui from '@fittings/ui';

export interface Packages {
  core: typeof Core;
  client: typeof Client;
  tracking: typeof Tracking;
  ui: typeof Ui;
}

export async function check({ core, client, tracking, ui }: Packages, system: string): Promise<string> {
  const ranked = core.rankSearchResults(
    [
      { model: 'RP50587', collection: 'Zura', categoryRank: 0, subCategoryRank: 0, rank: 2 },
      { model: 'T14059', collection: 'Zura', categoryRank: 0, subCategoryRank: 0, rank: 1 },
    ],
    'zura',
  );
  if (ranked.map((p) => p.model).join() !== 'T14059,RP50587') throw new Error('ranking is wrong');
  if (core.finishName(50) !== 'Matte Black') throw new Error('finish table is wrong');

  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ success: true, message: '', product: { model: request.url?.split('/').pop() } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const api = client.createApiClient({ baseUrl: 'http://127.0.0.1:' + port });
    const answer = await api.getProduct('T14059');
    if (answer.product.model !== 'T14059') throw new Error('client read the wrong product');
  } finally {
    server.close();
  }

  const tracker = tracking.createTracker({ providers: [] });
  tracker.pageView('/product/T14059');

  const html = renderToString(createElement(ui.Tag, { kind: 'new' }));
  if (!/^<span class="[^"]+">New<\\/span>$/.test(html)) throw new Error('ui rendered ' + html);

  return system + ' ok: ' + core.FINISHES.length + ' finishes, ' + html;
}
`;

const ESM = `import * as core from '@fittings/catalog-core';
import * as client from '@fittings/api-client';
import * as tracking from '@fittings/tracking';
import * as ui from '@fittings/ui';
import { check } from './check.cjs';

console.log(await check({ core, client, tracking, ui }, 'esm'));
`;

const CJS = `import core = require('@fittings/catalog-core');
import client = require('@fittings/api-client');
import tracking = require('@fittings/tracking');
import ui = require('@fittings/ui');
import checks = require('./check.cjs');

checks.check({ core, client, tracking, ui }, 'cjs').then(console.log, (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
`;

export async function consumerChecks({ dir, versions, registryUrl, tsc, run, step }) {
  writeFileSync(join(dir, '.npmrc'), `@fittings:registry=${registryUrl}\n`);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: 'another-brand-site',
        private: true,
        dependencies: { ...versions, react: '19.3.1', 'react-dom': '19.3.1' },
        devDependencies: {
          '@types/node': '20.19.9',
          '@types/react': '19.3.0',
          '@types/react-dom': '19.3.0',
        },
      },
      null,
      2,
    ),
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  for (const [name, version] of Object.entries(versions)) {
    const installed = JSON.parse(
      readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8'),
    );
    if (installed.version !== version)
      throw new Error(`${name}: installed ${installed.version}, wanted ${version}`);
  }
  step('installed from the registry by version');

  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'check.cts'), CHECK);
  writeFileSync(join(dir, 'src', 'main.mts'), ESM);
  writeFileSync(join(dir, 'src', 'main.cts'), CJS);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'node16',
        moduleResolution: 'node16',
        target: 'es2022',
        strict: true,
        skipLibCheck: false,
        outDir: 'dist',
        rootDir: 'src',
        lib: ['ES2023', 'DOM'],
        types: ['node'],
      },
      include: ['src'],
    }),
  );
  await run(tsc, ['-p', 'tsconfig.json'], { cwd: dir });
  step('type-checked and built with tsc (node16, skipLibCheck off)');
  for (const entry of ['dist/main.mjs', 'dist/main.cjs']) {
    const output = (await run('node', [entry], { cwd: dir })).trim();
    if (!/^(esm|cjs) ok: /.test(output)) throw new Error(`${entry} printed: ${output}`);
    step(`ran ${entry}: ${output}`);
  }
}

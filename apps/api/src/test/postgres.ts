// A real PostgreSQL for tests: a cluster made with initdb in a temporary folder, listening on a free loopback port,
// removed by stop(). Binaries come from Debian's packages (/usr/lib/postgresql/<version>/bin) or POSTGRES_BIN.
// As root, PostgreSQL refuses to run, so the cluster runs as the `postgres` user in a folder that user owns.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@fittings/loopback';
import pg from 'pg';

export interface TestPostgres {
  /** A URL of the cluster's `postgres` database (superuser, no password). */
  url: string;
  port: number;
  /** Creates an empty database and answers its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server at once (as a crash would) and deletes the folder. Safe to call twice. */
  stop(): Promise<void>;
}

const INSTALL_HINT =
  'PostgreSQL server binaries were not found. Install them with `apt-get install -y postgresql` ' +
  '(Debian/Ubuntu: /usr/lib/postgresql/<version>/bin), or set POSTGRES_BIN to the folder holding initdb and pg_ctl.';

/** The folder of initdb and pg_ctl: POSTGRES_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string {
  const override = process.env.POSTGRES_BIN?.trim();
  const candidates = override
    ? [override]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => /^\d+/.test(version))
          .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
          .map((version) => join('/usr/lib/postgresql', version, 'bin'))
      : [];
  const found = candidates.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
  if (!found)
    throw new Error(
      override ? `${INSTALL_HINT} (POSTGRES_BIN=${override} has no initdb/pg_ctl)` : INSTALL_HINT,
    );
  return found;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
function run(bin: string, args: string[]): void {
  const [command, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${bin} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'fittings-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '-A',
    'trust',
  ]);
  let port = 0;
  let started = false;
  for (let attempt = 0; attempt < 3 && !started; attempt++) {
    port = await freePort();
    try {
      run(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
        'start',
      ]);
      started = true;
    } catch (error) {
      if (attempt === 2) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  let count = 0;
  return {
    url,
    port,
    async createDatabase() {
      count += 1;
      const name = `test_${process.pid}_${count}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

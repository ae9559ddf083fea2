// pnpm errors [--limit=20] [--json]: the kinds of error reported (the API's, the web servers' and the browsers'),
// the most recently seen first, each with its count, first and last seen, release, route and latest request id, and
// its stack trace mapped through the builds' source maps back to the source files: the browser's from the web build's
// build/sourcemaps (never served), the web server's from build/server, the API's from dist, and from nowhere else:
// a frame's file is the sender's word, so a path outside those folders is printed as sent, never opened. Every text
// is scrubbed again as it is printed (control characters, e-mail addresses, phone numbers), whatever the store holds.
// Reads PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { readConfig } from '../config';
import { listErrorGroups, scrubField } from '../observe/errors';
import { packageRoot } from '../paths';
import { exitOnStoreError, openCliStore } from './store';

const args = process.argv.slice(2);
if (args.some((arg) => arg === '--help' || arg === '-h')) {
  console.log(
    'Usage: errors [--limit=20] [--json]   (reads DATABASE_URL, else DATABASE_PATH; WEB_BUILD_DIR: the web build, default apps/web/build)',
  );
  process.exit(0);
}
const limitArg = args.find((arg) => arg.startsWith('--limit='))?.slice('--limit='.length);
const limit = limitArg === undefined ? 20 : Number(limitArg);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error(`--limit must be a whole number from 1 to 1000, not "${limitArg}"`);
  process.exit(2);
}
const asJson = args.includes('--json');
/** Where paths are shown from: the folder the command was typed in (pnpm sets INIT_CWD). */
const shownFrom = process.env.INIT_CWD ?? process.cwd();
const webBuild = path.resolve(
  shownFrom,
  process.env.WEB_BUILD_DIR ?? path.join(packageRoot(), '..', 'web', 'build'),
);

const maps = new Map<string, TraceMap | null>();
function mapAt(file: string): TraceMap | null {
  if (!maps.has(file)) {
    try {
      maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8'), file) : null);
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file) ?? null;
}

/** The folders whose source maps may be read: the web build's maps and server build, and the API's own build. */
const mapFolders = [
  path.join(webBuild, 'sourcemaps', 'assets'),
  path.join(webBuild, 'server'),
  path.join(packageRoot(), 'dist'),
];

/** Whether a path is inside one of {@link mapFolders} once `..` and the like are resolved. */
const inMapFolders = (file: string): boolean =>
  mapFolders.some((folder) => {
    const relative = path.relative(folder, path.resolve(file));
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  });

/**
 * The source map of a frame's file: a browser asset's in the web build's sourcemaps, a server file's beside it; none
 * for a file outside the build folders (the frame is printed as sent).
 */
export function mapFileOf(file: string): string | undefined {
  const asset = /^(?:[a-z]+:\/\/[^/]+)?\/assets\/([A-Za-z0-9_.-]+\.js)$/i.exec(file);
  let mapFile: string | undefined;
  if (asset) mapFile = path.join(webBuild, 'sourcemaps', 'assets', `${asset[1]!}.map`);
  else if (file.startsWith('file://')) {
    try {
      mapFile = `${fileURLToPath(file)}.map`;
    } catch {
      return undefined;
    }
  } else if (path.isAbsolute(file)) mapFile = `${file}.map`;
  return mapFile && inMapFolders(mapFile) ? mapFile : undefined;
}

/** A stack line `    at fn (file:line:column)` with file, line and column of the source when a map knows them. */
export function mapLine(line: string): string {
  const match = /^(\s*at )(?:(.*?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
  if (!match) return line;
  const [, at, fn, file, lineNo, column] = match;
  const mapFile = mapFileOf(file!);
  const map = mapFile ? mapAt(mapFile) : null;
  if (!map) return line;
  const found = originalPositionFor(map, { line: Number(lineNo), column: Number(column) - 1 });
  if (!found.source) return line;
  const source = found.source.startsWith('file://') ? fileURLToPath(found.source) : found.source;
  const shown = path.relative(shownFrom, path.resolve(path.dirname(mapFile!), source));
  const where = `${shown}:${found.line}:${(found.column ?? 0) + 1}`;
  const name = found.name ?? fn;
  return name ? `${at}${name} (${where})` : `${at}${where}`;
}

const { store, where, close } = await openCliStore(readConfig());
try {
  const groups = (await listErrorGroups(store, limit)).map((group) => ({
    ...group,
    type: scrubField(group.type),
    message: scrubField(group.message),
    release: scrubField(group.release),
    route: scrubField(group.route),
    requestId: scrubField(group.requestId),
    stack: group.stack
      .split('\n')
      .filter(Boolean)
      .map((line) => `    ${scrubField(mapLine(line)).trim()}`)
      .join('\n'),
  }));
  if (asJson) console.log(JSON.stringify(groups, null, 2));
  else if (groups.length === 0) console.log(`No error has been reported (${where}).`);
  else
    for (const group of groups) {
      console.log(`${group.count}× ${group.type}: ${group.message}`);
      console.log(
        `   ${group.source}, route ${group.route}, release ${group.release}, first seen ${group.firstSeen}, last seen ${group.lastSeen}${group.requestId ? `, request ${group.requestId}` : ''}`,
      );
      if (group.stack) console.log(group.stack);
      console.log('');
    }
} catch (error) {
  if (error instanceof Error && /no such table|does not exist/.test(error.message)) {
    console.error(`${where} has no error reports yet: start the API on it once, or run migrate.`);
    process.exitCode = 1;
  } else exitOnStoreError(error, where);
} finally {
  await close();
}

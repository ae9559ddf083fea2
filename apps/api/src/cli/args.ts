import { isAbsolute, resolve } from 'node:path';

/** Resolves a path given on the command line against the directory the command was typed in (pnpm runs scripts
 * from the package folder, and sets INIT_CWD to where the user was). */
export function fromInvocationDir(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

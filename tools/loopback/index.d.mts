// Types of index.mjs, for the TypeScript tests that import it.
import type { ChildProcess } from 'node:child_process';

/** A port free on 127.0.0.1 at this moment (the system picks it). */
export function freePort(): Promise<number>;

/** Resolves once `url` answers below 500; throws when `child` exits (or is killed) first, or after `timeoutMs` (60 s; `Infinity`: while `child` lives). */
export function waitForServer(
  url: string,
  options?: { child?: ChildProcess; name?: string; timeoutMs?: number },
): Promise<void>;

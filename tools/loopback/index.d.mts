// Types of index.mjs, for the TypeScript tests that import it.
import type { ChildProcess } from 'node:child_process';

/** A port free on 127.0.0.1 at this moment (the system picks it). */
export function freePort(): Promise<number>;

/** Resolves once `url` answers below 500; throws when `child` exits (or is killed) first, or after `timeoutMs` (60 s; `Infinity`: while `child` lives). */
export function waitForServer(
  url: string,
  options?: { child?: ChildProcess; name?: string; timeoutMs?: number },
): Promise<void>;

/** Reads `read()` until `done(value)` holds (truthy by default) and resolves with that value; throws after `timeoutMs` (5 s), naming `name` and the last value. */
export function waitFor<T>(
  read: () => T | Promise<T>,
  done?: (value: T) => boolean,
  options?: { name?: string; timeoutMs?: number; everyMs?: number },
): Promise<T>;

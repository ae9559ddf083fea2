import pino, { type Logger } from 'pino';

export type { Logger };

/** The structured logger: JSON lines on stdout, buffered so logging stays off the request's critical path. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  if (level === 'silent') return pino({ level: 'silent' });
  return pino(
    { level, base: { service: 'fittings-api' }, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
}

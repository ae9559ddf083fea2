// The web server's log: JSON lines (pino).
import pino, { type Logger } from 'pino';

/** The server's logger: JSON lines on stdout (pino), at LOG_LEVEL. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'fittings-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * Secrets never reach a log line: a session token copied from a log would sign in. Cookies and
 * authorization headers of requests, Set-Cookie of responses, and any password or token field.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.csrfToken',
];

/**
 * JSON lines in production (for the log collector, with the request id on every line); in development
 * one short, readable line per request and event in the terminal, the request and response details
 * left out of the line.
 */
export function createLogger(env: NodeJS.ProcessEnv, destination?: DestinationStream): Logger {
  const options = { level: env.LOG_LEVEL ?? 'info', redact: { paths: REDACTED_PATHS } };
  if (env.NODE_ENV === 'production' || destination) return destination ? pino(options, destination) : pino(options);
  return pino(
    options,
    pretty({
      colorize: Boolean(process.stdout.isTTY),
      singleLine: true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,req,res,reqId,responseTime,operation',
    }),
  );
}

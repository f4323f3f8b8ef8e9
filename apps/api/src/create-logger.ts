import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * JSON lines in production (for the log collector, with the request id on every line); in development
 * one short, readable line per request and event in the terminal, the request and response details
 * left out of the line.
 */
export function createLogger(env: NodeJS.ProcessEnv): Logger {
  const level = env.LOG_LEVEL ?? 'info';
  if (env.NODE_ENV === 'production') return pino({ level });
  return pino(
    { level },
    pretty({
      colorize: Boolean(process.stdout.isTTY),
      singleLine: true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,req,res,reqId,responseTime,operation',
    }),
  );
}

/** The levels Auth.js' client logger writes. */
const LEVELS = new Set(['error', 'warn', 'debug']);
/** A log line's details, serialised; more is a client misbehaving, not a log worth keeping. */
const MAX_METADATA_CHARS = 2048;

type ClientLog = { ok: true; value: { level: string; code: string; metadata?: unknown } } | { ok: false; message: string };

/** A client log entry with a known level, a short code and bounded details, or why it was refused. */
export function readClientLog(body: unknown): ClientLog {
  const { level = 'error', code = '', metadata } = (body ?? {}) as Record<string, unknown>;
  if (typeof level !== 'string' || !LEVELS.has(level)) return { ok: false, message: 'level must be error, warn or debug.' };
  if (typeof code !== 'string' || code.length > 100) return { ok: false, message: 'code must be text of at most 100 characters.' };
  if (metadata !== undefined && JSON.stringify(metadata).length > MAX_METADATA_CHARS)
    return { ok: false, message: `metadata must be at most ${MAX_METADATA_CHARS} characters as JSON.` };
  return { ok: true, value: { level, code, ...(metadata === undefined ? {} : { metadata }) } };
}

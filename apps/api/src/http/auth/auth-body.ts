import type { NextFunction, Request, Response } from 'express';
import { containsNul, INVALID_CHARACTER, NUL_MESSAGE } from '../nul-characters.ts';

/** Fields whose value is free-form data rather than one form value (the client log's details). */
const STRUCTURED_FIELDS = new Set(['metadata']);

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Auth.js posts flat forms. A body of another shape (a JSON object where a username goes, a field
 * sent twice, NUL characters) is refused here with 400 and a code, before any handler turns it
 * into text: `String({ toString: 'x' })` throws, and a NUL cannot be stored.
 */
export function checkAuthBody(req: Request, res: Response, next: NextFunction) {
  const body: unknown = req.body;
  const refuse = (error: string, message: string) => void res.status(400).json({ error, message });
  if (body === undefined) return next();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return refuse('BAD_REQUEST', 'The form must be sent as fields.');
  if (containsNul(body)) return refuse(INVALID_CHARACTER, NUL_MESSAGE);
  const odd = Object.entries(body).find(([name, value]) => !STRUCTURED_FIELDS.has(name) && !isScalar(value));
  if (odd) return refuse('BAD_REQUEST', `The field "${odd[0].slice(0, 40)}" must be sent once, as text.`);
  next();
}

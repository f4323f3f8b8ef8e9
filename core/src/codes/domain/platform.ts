import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { platformNameSchema } from './code-item.schema.ts';
import { PlatformRequired } from './codes.errors.ts';

/** Spec 5: a platform name is required when adding codes. Names are kept as typed, trimmed. */
export function parsePlatformName(raw: unknown): Result<string, PlatformRequired> {
  const parsed = v.safeParse(platformNameSchema, raw);
  return parsed.success ? ok(parsed.output) : err(new PlatformRequired());
}

/** Platforms compare without regard to case or surrounding spaces ("Steam" and " steam"). */
export const samePlatform = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

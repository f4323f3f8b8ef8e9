import * as v from 'valibot';
import { platformSchema, samePlatformName } from '../../shared/platform.schema.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { PlatformRequired, PlatformUnknown } from './codes.errors.ts';

/**
 * Spec 5: a platform name is required when adding codes, and it is one of the vocabulary's
 * platforms (spec 3), stored by its vocabulary name so "steam " and "Steam" are one stock.
 */
export function parsePlatformName(raw: unknown): Result<string, PlatformRequired | PlatformUnknown> {
  const parsed = v.safeParse(platformSchema, raw);
  if (parsed.success) return ok(parsed.output);
  return err(typeof raw === 'string' && raw.trim() !== '' ? new PlatformUnknown() : new PlatformRequired());
}

/** Platforms compare as the vocabulary reads them ("PS5" and "PlayStation 5", "Steam" and " steam"). */
export const samePlatform = samePlatformName;

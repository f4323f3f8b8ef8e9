import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CampaignRequirements } from './requirements.entity.ts';
import { InvalidRequirement } from './requirements.errors.ts';
import { requirementsSchema } from './requirements.schema.ts';

/** Parses a requirements form into the value the evaluation reads; the first problem is returned. */
export function createRequirements(raw: unknown): Result<CampaignRequirements, InvalidRequirement> {
  const parsed = v.safeParse(requirementsSchema, raw);
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  return err(new InvalidRequirement(v.getDotPath(issue) ?? 'requirements', issue.message));
}

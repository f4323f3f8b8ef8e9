import { parseInput } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { matchmakingBriefSchema, type MatchmakingBrief } from './matchmaking-brief.schema.ts';
import { ActivationRequired, InvalidBriefField, ObjectiveRequired } from './matchmaking.errors.ts';

export type BriefError = ActivationRequired | ObjectiveRequired | InvalidBriefField;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The wizard only moves forward once an activation and an objective are selected (spec section 5),
 * so those two have their own errors, checked first and in the wizard's order.
 */
export function parseBrief(raw: unknown): Result<MatchmakingBrief, BriefError> {
  const input = isRecord(raw) ? raw : {};
  const activation = input['activation'];
  if (!isRecord(activation) || isBlank(activation['type']) || isBlank(activation['id'])) return err(new ActivationRequired());
  if (isBlank(input['objective'])) return err(new ObjectiveRequired());

  const parsed = parseInput(matchmakingBriefSchema, raw, { code: 'MATCHMAKING.INVALID_BRIEF_FIELD', whole: 'brief' });
  if (!parsed.ok) return parsed;
  const brief = parsed.value;
  if (brief.hoursPerCreator < brief.minContentDurationHours) {
    return err(new InvalidBriefField('hoursPerCreator', 'Hours per creator must be at least the minimum content duration.'));
  }
  return ok(brief);
}

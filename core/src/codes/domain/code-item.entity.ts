import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { addCodeItemSchema, TYPES_NEEDING_GAME, type AllocationMode, type CodeItemType } from './code-item.schema.ts';
import { GameRequired, InvalidCodeManagerField } from './codes.errors.ts';

/**
 * A game or item in a company's Code Manager. `game` names the game the codes belong to: for a
 * demo, DLC or in-game item it is the linked base game; for a game item it is the game itself
 * (our reading of spec 5, which requires a game for the type "game" too). `other` items have no game
 * and may carry a description instead.
 */
export interface CodeItem {
  readonly id: string;
  readonly companyId: string;
  readonly type: CodeItemType;
  readonly name: string;
  readonly game: string | null;
  readonly description: string | null;
  /** Recommended 120x160 (spec 3); not enforced. */
  readonly imageUrl: string | null;
  /** auto: pasted codes are available at once; manual: they land unavailable until allocated. */
  readonly allocation: AllocationMode;
  readonly createdBy: string;
  readonly createdAt: Date;
}

export type CodeItemError = InvalidCodeManagerField | GameRequired;

export function createCodeItem(
  raw: unknown,
  context: { id: string; companyId: string; createdBy: string; now: Date },
): Result<CodeItem, CodeItemError> {
  const parsed = v.safeParse(addCodeItemSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = v.getDotPath(issue) ?? 'item';
    return err(issue.type === 'partial_check' ? new GameRequired() : new InvalidCodeManagerField(field, issue.message));
  }
  const input = parsed.output;
  const needsGame = TYPES_NEEDING_GAME.includes(input.type);
  return ok({
    id: context.id,
    companyId: context.companyId,
    type: input.type,
    name: input.name,
    game: needsGame ? input.game : null,
    // Spec 3: the description is for "other" items only; other types drop it.
    description: input.type === 'other' && input.description !== '' ? input.description : null,
    imageUrl: input.imageUrl === '' ? null : input.imageUrl,
    allocation: input.allocation,
    createdBy: context.createdBy,
    createdAt: context.now,
  });
}

/** Two items are the same when type, name and game match, ignoring case and surrounding spaces. */
export const sameItem = (a: Pick<CodeItem, 'type' | 'name' | 'game'>, b: Pick<CodeItem, 'type' | 'name' | 'game'>): boolean =>
  a.type === b.type &&
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() &&
  (a.game ?? '').trim().toLowerCase() === (b.game ?? '').trim().toLowerCase();

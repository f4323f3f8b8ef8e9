import * as v from 'valibot';

export const CODE_ITEM_TYPES = ['game', 'dlc', 'demo', 'inGameItem', 'other'] as const;
export type CodeItemType = (typeof CODE_ITEM_TYPES)[number];
export const ALLOCATION_MODES = ['auto', 'manual'] as const;
export type AllocationMode = (typeof ALLOCATION_MODES)[number];

/** Our choices: the spec gives no lengths. */
export const ITEM_NAME_MAX_LENGTH = 120;
export const ITEM_DESCRIPTION_MAX_LENGTH = 2000;

/** Item types that must name the game they belong to (spec 5: "game required for demo, DLC, in-game item and game"). */
export const TYPES_NEEDING_GAME: readonly CodeItemType[] = ['game', 'dlc', 'demo', 'inGameItem'];

/** An uploaded image (served by the app) or an https link: never javascript: or data: URLs. */
const IMAGE_URL = /^(\/api\/code-manager\/images\/[0-9a-f-]{36}|https:\/\/\S+)$/i;

const optionalText = (max: number, message: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, message)), '');

/** The "add item" form, shared with the UI. The game rule is cross-field, so it is forwarded to `game`. */
export const addCodeItemSchema = v.pipe(
  v.object({
    type: v.picklist(CODE_ITEM_TYPES, 'Choose an item type.'),
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Item name is required.'),
      v.maxLength(ITEM_NAME_MAX_LENGTH, `Item name must be at most ${ITEM_NAME_MAX_LENGTH} characters.`),
    ),
    game: optionalText(ITEM_NAME_MAX_LENGTH, `Game name must be at most ${ITEM_NAME_MAX_LENGTH} characters.`),
    description: optionalText(ITEM_DESCRIPTION_MAX_LENGTH, `Description must be at most ${ITEM_DESCRIPTION_MAX_LENGTH} characters.`),
    imageUrl: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(2048, 'The image link is too long.'),
        v.check((url) => url === '' || IMAGE_URL.test(url), 'Upload the image, or give an https link to it.'),
      ),
      '',
    ),
    allocation: v.optional(v.picklist(ALLOCATION_MODES, 'Choose auto or manual allocation.'), 'auto'),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['game']],
      (input) => !TYPES_NEEDING_GAME.includes(input.type) || input.game !== '',
      'Game is required for games, demos, DLC and in-game items.',
    ),
    ['game'],
  ),
);
export type AddCodeItemInput = v.InferInput<typeof addCodeItemSchema>;

import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError, domainError, domainErrorWithMessage } from '../../shared/domain-error.ts';
import { firstRepeatedLines, type CodePaste } from './code-paste.ts';

/** A field of a Code Manager form breaks its rule: the shared field error, under this context's code. */
export class InvalidCodeManagerField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'CODES.INVALID_FIELD');
  }
}
export class PlatformRequired extends domainError('CODES.PLATFORM_REQUIRED', 'Platform name is required.', 'platform') {}
/** Spec 3: codes are for one of the vocabulary's platforms; free text would split one stock in two. */
export class PlatformUnknown extends domainError('CODES.PLATFORM_UNKNOWN', 'Choose a platform from the list.', 'platform') {}
export class GameRequired extends domainError('CODES.GAME_REQUIRED', 'Game is required for games, demos, DLC and in-game items.', 'game') {}
export class ItemAlreadyExists extends domainError('CODES.ITEM_ALREADY_EXISTS', 'Item already in Code Manager.', 'name') {}
export class CodeItemNotFound extends domainError('CODES.ITEM_NOT_FOUND', 'This item is not in your Code Manager.') {}
export class NoCodesToAdd extends DomainError {
  readonly code = 'CODES.NO_CODES_TO_ADD';
  readonly message = 'Paste at least one new code, one per line.';
  override readonly field = 'codes';
  /** Counts, and the first repeated lines masked: the error travels to clients and codes are secrets. */
  readonly duplicatesInPaste: number;
  readonly alreadyExisting: number;
  readonly firstDuplicates: readonly { line: number; masked: string }[];
  /** `counts` when the paste's lists hold only the first repeats (a file read as it streams). */
  constructor(
    paste: Pick<CodePaste, 'duplicatesInPaste' | 'alreadyExisting'> = { duplicatesInPaste: [], alreadyExisting: [] },
    counts?: { duplicatesInPaste: number; alreadyExisting: number },
  ) {
    super();
    this.duplicatesInPaste = counts?.duplicatesInPaste ?? paste.duplicatesInPaste.length;
    this.alreadyExisting = counts?.alreadyExisting ?? paste.alreadyExisting.length;
    this.firstDuplicates = firstRepeatedLines(paste);
  }
}
export class InvalidCodeCount extends domainError('CODES.INVALID_COUNT', 'Choose at least one code.', 'count') {}
export class NotEnoughUnavailableCodes extends DomainError {
  readonly code = 'CODES.NOT_ENOUGH_UNAVAILABLE';
  readonly message: string;
  override readonly field = 'count';
  readonly unavailable: number;
  constructor(unavailable: number) {
    super();
    this.unavailable = unavailable;
    this.message = `Only ${unavailable} unavailable codes can be allocated on this platform.`;
  }
}
export class DistributionRuleNotFound extends domainError('CODES.RULE_NOT_FOUND', 'There are no codes for you here.') {}
export class CodesAlreadyClaimed extends domainError('CODES.ALREADY_CLAIMED', 'You have already claimed these codes.') {}
export class PlatformNotInRule extends domainError('CODES.PLATFORM_NOT_OFFERED', 'Codes are not offered for this platform.', 'platform') {}
/** Spec section 8: out of codes per platform blocks the claim; the creator may ask for more. */
export class OutOfCodes extends DomainError {
  readonly code = 'CODES.OUT_OF_CODES';
  readonly message: string;
  readonly platform: string;
  readonly canRequestMore = true;
  constructor(platform: string) {
    super();
    this.platform = platform;
    this.message = `Out of codes for ${platform}. You can ask the company to add more.`;
  }
}
export class ClaimConflict extends domainError(
  'CODES.CLAIM_CONFLICT',
  'Someone claimed these codes at the same moment. Please try again.',
) {}
export class CodesStillAvailable extends domainError(
  'CODES.STILL_AVAILABLE',
  'Codes are still available for this platform: claim them instead.',
) {}
export class MoreCodesAlreadyRequested extends domainError(
  'CODES.ALREADY_REQUESTED',
  'You have already asked for more codes for this platform.',
) {}
export class InvalidDistributionRule extends DomainError {
  readonly code = 'CODES.INVALID_RULE';
  override readonly field: string;
  readonly message: string;
  constructor(field: string, message: string) {
    super();
    this.field = field;
    this.message = message;
  }
}
export class CodeNotFound extends domainError(
  'CODES.CODE_NOT_FOUND',
  'No code of yours matches. Check for spaces or a missing character.',
  'value',
) {}
/** Two uploads of the same codes at once: the loser adds nothing and may simply upload again. */
export class CodesAddedMeanwhile extends domainError(
  'CODES.ADDED_MEANWHILE',
  'Some of these codes were added by someone else at the same moment. Upload again to add the rest.',
  'codes',
) {}
/** Spec 5 and 9: images up to 5 MB. */
export class ImageTooLarge extends domainError('CODES.IMAGE_TOO_LARGE', 'Images can be at most 5 MB.', 'image') {}
export class ImageTypeNotAllowed extends domainError('CODES.IMAGE_TYPE', 'Choose a PNG, JPEG, GIF or WebP image.', 'image') {}
/** Spec 5: images up to 4K resolution. */
export class ImageDimensionsTooLarge extends DomainError {
  readonly code = 'CODES.IMAGE_DIMENSIONS';
  readonly message: string;
  override readonly field = 'image';
  constructor(width: number, height: number) {
    super();
    this.message = `Images can be at most 3840 × 2160 pixels (4K); this one is ${width} × ${height}.`;
  }
}
/** A code file that is not UTF-8 text (an image, an archive, a spreadsheet): nothing of it is read as codes. */
export class CodeFileNotText extends domainError(
  'CODES.FILE_NOT_TEXT',
  'This file is not a text file. Save the codes as UTF-8 text (.txt) or CSV and upload that.',
  'file',
) {}
/** NUL and other control characters are never part of a key; a line holding one is a damaged file. */
export class CodeFileControlCharacter extends DomainError {
  readonly code = 'CODES.FILE_CONTROL_CHARACTER';
  readonly message: string;
  override readonly field = 'file';
  readonly line: number;
  constructor(line: number) {
    super();
    this.line = line;
    this.message = `Line ${line.toLocaleString('en-US')} holds a control character (such as NUL or a tab inside a code). Fix the file and upload it again.`;
  }
}
/** The paste form's twin of the file's refusal, told at the codes field. */
export class PastedControlCharacter extends DomainError {
  readonly code = 'CODES.PASTE_CONTROL_CHARACTER';
  readonly message: string;
  override readonly field = 'codes';
  readonly line: number;
  constructor(line: number) {
    super();
    this.line = line;
    this.message = `Line ${line.toLocaleString('en-US')} holds a control character (such as NUL or a tab inside a code). Nothing was added: fix the list and add it again.`;
  }
}
export class CodeFileEmpty extends domainError('CODES.FILE_EMPTY', 'This file holds no codes. Put one code on each line.', 'file') {}
/** Lines that cannot be keys of the platform's store: the company fixes the file or imports only the valid lines. */
export class MalformedCodeLines extends DomainError {
  readonly code = 'CODES.MALFORMED_LINES';
  readonly message: string;
  override readonly field = 'file';
  /** How many lines break the format, and the first of them by line number. */
  readonly malformed: number;
  readonly malformedLines: readonly number[];
  readonly valid: number;
  readonly example: string;
  /** `malformed` counts them all when `lines` holds only the first (a file read as it streams). */
  constructor(store: string, example: string, lines: readonly number[], valid: number, malformed = lines.length) {
    super();
    this.malformed = malformed;
    this.malformedLines = lines.slice(0, FIRST_MALFORMED_LINES);
    this.valid = valid;
    this.example = example;
    const count = malformed === 1 ? '1 line is not a' : `${malformed.toLocaleString('en-US')} lines are not`;
    this.message =
      valid === 0
        ? `No line is a ${store} key (${example}). Check the platform, or fix the file and upload it again.`
        : `${count} ${store} key${malformed === 1 ? '' : 's'} (${example}). Fix the file, or import only the ${valid.toLocaleString('en-US')} valid lines.`;
  }
}
/** How many malformed line numbers an error names; the rest are counted. */
export const FIRST_MALFORMED_LINES = 20;

/** A delete of selected codes with none selected (or more than a page of them). */
export class NoCodesSelected extends domainErrorWithMessage('CODES.NO_CODES_SELECTED', 'codeIds') {}

/** Spec 8 "delete failed": a rule keeps the thing, and the message says which. */
export class CodesDeleteFailed extends domainErrorWithMessage('CODES.DELETE_FAILED') {}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rule new error codes follow (docs/adding-a-context.md, Error codes): `PREFIX.REASON` in upper
 * snake case, the prefix being the context's folder name (`creator-lists` gives `CREATOR_LISTS.`), or
 * the number the spec's error catalogue gives (spec 8). The codes below were shipped before the rule,
 * mixed singular and plural; clients depend on them, so they stay as they are.
 */
const EXISTING_CODES = new Set(
  `
  ACCOUNT.EMAIL_ALREADY_VERIFIED ACCOUNT.PASSWORDS_DO_NOT_MATCH ACCOUNT.REQUIRED ACCOUNT.RESET_LINK_INVALID
  ACCOUNT.TERMS_NOT_ACCEPTED ACCOUNT.USER_NOT_FOUND
  ANALYTICS_PAGES.NOT_FOUND
  COMPANY.ALREADY_MEMBER COMPANY.CANNOT_REMOVE_OWNER COMPANY.CREATOR_MUST_CONFIRM COMPANY.INVALID_FIELD
  COMPANY.INVITATION_LINK_INVALID COMPANY.INVITATION_NOT_FOUND COMPANY.JOIN_FAILED COMPANY.MEMBER_LIMIT
  COMPANY.MEMBER_NOT_FOUND COMPANY.NAME_TAKEN COMPANY.NOT_FOUND COMPANY.NOT_MEMBER COMPANY.NOT_OWNER
  COMPANY.OWNER_HAS_MEMBERS
  CREATOR_ACCESS.NO_CHANNEL
  EVENT.INVALID
  MISSION.ALREADY_JOINED MISSION.CLAIM_REWARDS_FIRST MISSION.CREATOR_PROGRAM_REQUIRED
  MISSION.CRITERIA_NOT_MET_CONFIRMATION MISSION.CUSTOM_CRITERION_MISMATCH MISSION.INVALID_FIELD
  MISSION.KIT_ALREADY_CLAIMED MISSION.MEMBERS_ONLY MISSION.MERCHANDISE_OUT_OF_STOCK MISSION.NOTHING_SELECTED
  MISSION.NOT_FOUND MISSION.NOT_OPEN MISSION.NO_KIT MISSION.NO_REPEATS_LEFT MISSION.ONLY_CREATORS MISSION.OUT_OF_CODES
  MISSION.PLATFORM_NOT_OFFERED MISSION.REJECT_MESSAGE_REQUIRED MISSION.REWARDS_ALREADY_CLAIMED
  MISSION.REWARD_CHOICE_REQUIRED MISSION.RUN_ENDED MISSION.RUN_IN_PROGRESS MISSION.RUN_NOT_FOUND
  MONEY.INVALID_AMOUNT
  PLAN.UPGRADE_REQUIRED
  PROFILE.COUNTRY_CHANGE_LOCKED PROFILE.INVALID_MINIMUM_DEAL_SIZE PROFILE.LANGUAGE_CHANGE_LOCKED PROFILE.LAST_TOPIC
  PROFILE.ONBOARDING_NOT_DONE PROFILE.PICTURE_DIMENSIONS PROFILE.PICTURE_TOO_LARGE PROFILE.PICTURE_TYPE
  PROFILE.TOPIC_NOT_FOUND
  PROGRAM.ACCESS_USED_UP PROGRAM.ACTIVATION_NOT_FOUND PROGRAM.ALREADY_APPLIED PROGRAM.ALREADY_EXISTS
  PROGRAM.ANNOUNCEMENT_NOT_FOUND PROGRAM.ANSWER_REQUIRED PROGRAM.ANSWER_TOO_LONG PROGRAM.APPLICATION_NOT_FOUND
  PROGRAM.CODE_OF_CONDUCT_REQUIRED PROGRAM.DOMAIN_TAKEN PROGRAM.INVALID_DOMAIN PROGRAM.INVALID_FIELD
  PROGRAM.MEMBERSHIP_ENDED PROGRAM.NOTHING_SELECTED PROGRAM.NOT_A_MEMBER PROGRAM.NOT_FOUND PROGRAM.ONLY_CREATORS
  PROGRAM.REQUIREMENTS_NOT_MET
  QUEST.ACCOUNT_NOT_VERIFIED QUEST.AGREEMENT_REQUIRED QUEST.APPROVAL_REQUIRED QUEST.BADGE_ALREADY_GIVEN
  QUEST.BELOW_MINIMUM_DEAL_SIZE QUEST.CART_EMPTY QUEST.CHECKOUT_NOT_FOUND QUEST.CHECKOUT_OPENING QUEST.CLOSED
  QUEST.CODE_ITEM_NOT_OWNED QUEST.CONNECTION_REQUIRED QUEST.CONTENT_ALREADY_SUBMITTED QUEST.CREATOR_LIST_NOT_OWNED
  QUEST.DEADLINE_NOT_REACHED QUEST.DEADLINE_PASSED QUEST.DELIVERY_TYPE_MISMATCH QUEST.DISPUTE_NOT_ALLOWED
  QUEST.DISPUTE_OPEN QUEST.EMBARGO_DATE_REQUIRED QUEST.EMBARGO_NEEDS_END_DATE QUEST.EMBARGO_NOT_ALLOWED
  QUEST.EMBARGO_TIMEZONE_REQUIRED QUEST.EMBARGO_TOO_LATE QUEST.END_BEFORE_START QUEST.INVALID_AMOUNT
  QUEST.INVALID_CONTENT_LENGTH QUEST.INVALID_CONTENT_URL QUEST.INVALID_EMBARGO QUEST.INVALID_FIELD
  QUEST.LISTING_WINDOW_NOT_OPEN QUEST.LOCKED QUEST.NOT_FOUND QUEST.NOT_PARTY QUEST.NOT_YOUR_TURN QUEST.NO_OPEN_DISPUTE
  QUEST.OFFER_EXISTS QUEST.PAYMENT_AMOUNT_MISMATCH QUEST.PAYMENT_NOT_COMPLETED QUEST.PAYOUT_FAILED
  QUEST.PAYOUT_SETUP_REQUIRED QUEST.REQUIREMENTS_NOT_MET QUEST.REVIEW_COMMENT_REQUIRED QUEST.RUN_NOT_COMPLETED
  QUEST.RUN_NOT_FOUND QUEST.VIDEO_MUST_BE_UNLISTED QUEST.VIDEO_NOT_PUBLIC
  RATE_LIMITED
  STAFF.ONLY
  STATE.TRANSITION_NOT_ALLOWED
  VIP_ACCESS.ACTIVATION_NOT_FOUND VIP_ACCESS.CREATOR_NOT_FOUND
`
    .trim()
    .split(/\s+/),
);

const srcDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `readonly code = 'X'`, `domainError('X', …)` (or `domainErrorWithMessage`), and each member of `readonly code: 'X' | 'Y'`. */
const codesIn = (source: string) => [
  ...[...source.matchAll(/readonly code = '([^']+)'/g)].map((m) => m[1] ?? ''),
  ...[...source.matchAll(/domainError(?:WithMessage)?\(\s*'([^']+)'/g)].map((m) => m[1] ?? ''),
  ...[...source.matchAll(/readonly code: ((?:'[^']+'\s*\|?\s*)+);/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((c) => c[1] ?? ''),
  ),
];

const prefixOf = (context: string) => context.toUpperCase().replaceAll('-', '_');
const followsRule = (context: string, code: string) =>
  /^\d{4}$/.test(code) || (code.startsWith(`${prefixOf(context)}.`) && /^[A-Z][A-Z0-9_]*\.[A-Z][A-Z0-9_]*$/.test(code));

describe('error codes', () => {
  it('are named by their context, or are the spec numbers, or were shipped before the rule', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) => {
      const context = path.relative(srcDir, file).split(path.sep)[0] ?? '';
      return codesIn(readFileSync(file, 'utf8'))
        .filter((code) => !followsRule(context, code) && !EXISTING_CODES.has(code))
        .map((code) => `${path.relative(srcDir, file)}: ${code} (expected ${prefixOf(context)}.REASON)`);
    });
    expect(offenders).toEqual([]);
  });

  it('finds a code that breaks the rule (the check itself works)', () => {
    const source = [
      "readonly code = 'QUEST.NEW_REASON';",
      "export class Full extends domainError(\n  'LISTS.FULLER',\n  'No room.',\n) {}",
      "export class Bad extends domainErrorWithMessage('LISTS.BAD', 'name') {}",
      "readonly code: 'CREATOR_LISTS.FULL' | 'LISTS.FULL';",
    ].join('\n');
    expect(codesIn(source)).toEqual(['QUEST.NEW_REASON', 'LISTS.FULLER', 'LISTS.BAD', 'CREATOR_LISTS.FULL', 'LISTS.FULL']);
    expect(codesIn(source).filter((code) => !followsRule('creator-lists', code))).toEqual([
      'QUEST.NEW_REASON',
      'LISTS.FULLER',
      'LISTS.BAD',
      'LISTS.FULL',
    ]);
    expect(followsRule('quests', 'QUESTS.NEW_REASON')).toBe(true);
    expect(followsRule('accounts', '1001')).toBe(true);
    expect(followsRule('keys', 'KEYS.out_of_keys')).toBe(false);
  });
});

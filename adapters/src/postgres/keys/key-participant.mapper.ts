import type { KeyParticipant, KeyRunEvent } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import { PARTICIPANT_STATES } from '@lurkit/core/keys/domain/participation.ts';
import type { SecretCipher } from '../../security/secret-cipher.ts';
import { knownValue } from '../shared/known-value.ts';
import type { KeyParticipantRow } from './key-participant.entity.ts';

export function keyParticipantToRow(
  { campaignId, creatorId, claim, submission, events, replacedKeys, ...p }: KeyParticipant,
  secrets: SecretCipher,
): KeyParticipantRow {
  return {
    ...p,
    campaign: campaignId,
    creator: creatorId,
    claimPlatform: claim?.platform ?? null,
    claimCodeSealed: claim ? secrets.encrypt(claim.code) : null,
    claimedAt: claim?.claimedAt ?? null,
    contentDueAt: claim?.contentDueAt ?? null,
    submissionUrl: submission?.url ?? null,
    submittedAt: submission?.submittedAt ?? null,
    submittedOnTime: submission?.onTime ?? null,
    replacedKeys: replacedKeys.map((r) => ({
      codeSealed: secrets.encrypt(r.code),
      replacementSealed: secrets.encrypt(r.replacement),
      markedBadAt: r.markedBadAt.toISOString(),
    })),
    events: events.map((e) => ({ ...e })),
  };
}

const eventFromJson = (e: KeyRunEvent & { at: Date | string }): KeyRunEvent => ({ ...e, at: new Date(e.at) });

export function keyParticipantFromRow(row: KeyParticipantRow, secrets: SecretCipher): KeyParticipant {
  const claimed = row.claimPlatform && row.claimCodeSealed && row.claimedAt && row.contentDueAt;
  const submitted = row.submissionUrl && row.submittedAt && row.submittedOnTime !== null && row.submittedOnTime !== undefined;
  return {
    id: row.id,
    campaignId: row.campaign,
    creatorId: row.creator,
    state: knownValue(PARTICIPANT_STATES, row.state, 'state'),
    appliedAt: row.appliedAt,
    agreementAcceptedAt: row.agreementAcceptedAt ?? null,
    reviewedAt: row.reviewedAt ?? null,
    claim: claimed
      ? {
          platform: row.claimPlatform!,
          code: secrets.decrypt(row.claimCodeSealed!),
          claimedAt: row.claimedAt!,
          contentDueAt: row.contentDueAt!,
        }
      : null,
    submission: submitted ? { url: row.submissionUrl!, submittedAt: row.submittedAt!, onTime: row.submittedOnTime! } : null,
    contentExpiredAt: row.contentExpiredAt ?? null,
    kitSentCount: row.kitSentCount,
    kitLastSentAt: row.kitLastSentAt ?? null,
    replacedKeys: (row.replacedKeys ?? []).map((r) => ({
      code: secrets.decrypt(r.codeSealed),
      replacement: secrets.decrypt(r.replacementSealed),
      markedBadAt: new Date(r.markedBadAt),
    })),
    events: row.events.map(eventFromJson),
  };
}

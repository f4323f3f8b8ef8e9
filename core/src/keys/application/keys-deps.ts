import type { ClockPort } from '../../shared/clock.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import type { CreatorDirectoryPort } from '../ports/creator-directory.port.ts';
import type { KeyCampaignRepositoryPort } from '../ports/key-campaign-repository.port.ts';
import type { KeyCodesPort } from '../ports/key-codes.port.ts';
import type { KeyParticipantRepositoryPort } from '../ports/key-participant-repository.port.ts';
import type { LurkcoinLedgerPort } from '../ports/lurkcoin-ledger.port.ts';

export interface KeysDeps {
  campaigns: KeyCampaignRepositoryPort;
  participants: KeyParticipantRepositoryPort;
  keyCodes: KeyCodesPort;
  ledger: LurkcoinLedgerPort;
  creators: CreatorDirectoryPort;
  mailer: MailerPort;
  clock: ClockPort;
}

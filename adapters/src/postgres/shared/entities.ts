import { accountsEntities } from '../accounts/accounts.entities.ts';
import { CreatorChannelEntity } from '../channels/creator-channel.entity.ts';
import { ChannelSyncAttemptEntity } from '../channels/channel-sync-attempt.entity.ts';
import { UserEventEntity } from '../events/user-event.entity.ts';
import { EmailOutboxEntity } from '../mail/email-outbox.entity.ts';
import { MailDeliveryEntity } from '../mail/mail-delivery.entity.ts';
import { keysEntities } from '../keys/key-participant.entity.ts';
import { codesEntities } from '../codes/codes.entities.ts';
import { CreatorInvitationEntity } from '../invitations/creator-invitation.entity.ts';
import { RateLimitCounterEntity } from '../limits/rate-limit-counter.entity.ts';
import { ledgerEntities } from '../ledger/ledger.entities.ts';
import { creatorListsEntities } from '../creator-lists/creator-lists.entities.ts';
import { AnalyticsPageEntity } from '../creator-pages/analytics-page.entity.ts';
import { CreatorPageEntity } from '../creator-pages/creator-page.entity.ts';
import { statisticsEntities } from '../insights/statistics.entities.ts';
import { shortlistEntities } from '../insights/shortlist.entity.ts';
import { insightsEntities } from '../insights/saved-insights-filter.entity.ts';
import { questsEntities } from '../quests/quests.entities.ts';
import { paymentsEntities } from '../payments/payments.entities.ts';
import { programsEntities } from '../programs/creator-program.entity.ts';
import { missionsEntities } from '../missions/mission.entity.ts';
// company
import { notesEntities } from '../notes/notes.entities.ts';
import { apiTokensEntities } from '../api-tokens/api-tokens.entities.ts';
import { billingEntities } from '../billing/billing.entities.ts';
import { connectionsEntities } from '../connections/user-connection.entity.ts';
import { creatorAccessEntities } from '../accounts/creator-access/creator-access.entity.ts';
import { reportsEntities } from '../reports/report.entity.ts';
import { shopEntities } from '../shop/shop.entities.ts';
import { notificationsEntities } from '../notifications/notification.entity.ts';
import { gamesEntities } from '../games/games.entities.ts';
import { matchmakingEntities } from '../matchmaking/matchmaking.entities.ts';
import { webhooksEntities } from '../webhooks/webhooks.entities.ts';
import { attributionEntities } from '../attribution/attribution.entities.ts';

/**
 * Every table the ORM knows, gathered from each context's list; the migrated schema must match exactly
 * these (see schema-matches-migrations.test.ts). A new context adds its list here.
 */
export const entities = [
  ...accountsEntities,
  CreatorChannelEntity,
  ChannelSyncAttemptEntity,
  EmailOutboxEntity,
  MailDeliveryEntity,
  UserEventEntity,
  ...keysEntities,
  ...codesEntities,
  CreatorInvitationEntity,
  RateLimitCounterEntity,
  ...creatorListsEntities,
  CreatorPageEntity,
  AnalyticsPageEntity,
  ...statisticsEntities,
  ...questsEntities,
  ...paymentsEntities,
  ...ledgerEntities,
  ...programsEntities,
  ...missionsEntities,
  // company
  ...notesEntities,
  ...apiTokensEntities,
  ...billingEntities,
  ...connectionsEntities,
  ...creatorAccessEntities,
  ...reportsEntities,
  ...shopEntities,
  ...notificationsEntities,
  // insights
  ...insightsEntities,
  ...shortlistEntities,
  // public experience
  ...gamesEntities,
  // matchmaking
  ...matchmakingEntities,
  // company integrations
  ...webhooksEntities,
  // attribution
  ...attributionEntities,
];

import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Accounts } from './migration-20261121000000-accounts.ts';
import { Migration20261123035316_StaffRole } from './migration-20261123035316-staff-role.ts';
import { Migration20261123043255_InvitationLinks } from './migration-20261123043255-invitation-links.ts';
import { Migration20261123044523_CreatorChannels } from './migration-20261123044523-creator-channels.ts';
import { Migration20261123073311_KeyCampaignsAndCodeManager } from './migration-20261123073311-key-campaigns-and-code-manager.ts';
import { Migration20261123080621_CodeItemImages } from './migration-20261123080621-code-item-images.ts';
import { Migration20261123081626_CreatorInvitations } from './migration-20261123081626-creator-invitations.ts';
import { Migration20261123082203_CodeRequestOpenUnique } from './migration-20261123082203-code-request-open-unique.ts';
import { Migration20261124205436_RateLimitCounters } from './migration-20261124205436-rate-limit-counters.ts';
import { Migration20261124205540_CreatorListsAndVip } from './migration-20261124205540-creator-lists-and-vip.ts';
import { Migration20261124210108_CreatorInvitationLookup } from './migration-20261124210108-creator-invitation-lookup.ts';
import { Migration20261124205806_MailDeliveries } from './migration-20261124205806-mail-deliveries.ts';
import { Migration20261125001801_CreatorPages } from './migration-20261125001801-creator-pages.ts';
import { Migration20261125142258_StatisticsStore } from './migration-20261125142258-statistics-store.ts';
import { Migration20261125144137_QuestsAndPayments } from './migration-20261125144137-quests-and-payments.ts';
import { Migration20261125153521_CreatorProgramsAndMissions } from './migration-20261125153521-creator-programs-and-missions.ts';
import { Migration20261125142628_CompanyInvitationRejected } from './migration-20261125142628-company-invitation-rejected.ts';
import { Migration20261125151158_CompanyNotes } from './migration-20261125151158-company-notes.ts';
import { Migration20261125150625_UserConnections } from './migration-20261125150625-user-connections.ts';
import { Migration20261125180301_SavedInsightsFilters } from './migration-20261125180301-saved-insights-filters.ts';
import { Migration20261125185544_InsightsExports } from './migration-20261125185544-insights-exports.ts';

/** Every checked-in migration, oldest first. Listed here rather than discovered, so no file globbing. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Accounts', class: Migration20261121000000Accounts },
  { name: 'Migration20261123035316_StaffRole', class: Migration20261123035316_StaffRole },
  { name: 'Migration20261123043255_InvitationLinks', class: Migration20261123043255_InvitationLinks },
  { name: 'Migration20261123044523_CreatorChannels', class: Migration20261123044523_CreatorChannels },
  { name: 'Migration20261123073311_KeyCampaignsAndCodeManager', class: Migration20261123073311_KeyCampaignsAndCodeManager },
  { name: 'Migration20261123080621_CodeItemImages', class: Migration20261123080621_CodeItemImages },
  { name: 'Migration20261123081626_CreatorInvitations', class: Migration20261123081626_CreatorInvitations },
  { name: 'Migration20261123082203_CodeRequestOpenUnique', class: Migration20261123082203_CodeRequestOpenUnique },
  { name: 'Migration20261124205436_RateLimitCounters', class: Migration20261124205436_RateLimitCounters },
  { name: 'Migration20261124205540_CreatorListsAndVip', class: Migration20261124205540_CreatorListsAndVip },
  { name: 'Migration20261124210108_CreatorInvitationLookup', class: Migration20261124210108_CreatorInvitationLookup },
  { name: 'Migration20261124205806_MailDeliveries', class: Migration20261124205806_MailDeliveries },
  { name: 'Migration20261125001801_CreatorPages', class: Migration20261125001801_CreatorPages },
  { name: 'Migration20261125142258_StatisticsStore', class: Migration20261125142258_StatisticsStore },
  { name: 'Migration20261125144137_QuestsAndPayments', class: Migration20261125144137_QuestsAndPayments },
  { name: 'Migration20261125153521_CreatorProgramsAndMissions', class: Migration20261125153521_CreatorProgramsAndMissions },
  { name: 'Migration20261125142628_CompanyInvitationRejected', class: Migration20261125142628_CompanyInvitationRejected },
  { name: 'Migration20261125151158_CompanyNotes', class: Migration20261125151158_CompanyNotes },
  { name: 'Migration20261125150625_UserConnections', class: Migration20261125150625_UserConnections },
  { name: 'Migration20261125180301_SavedInsightsFilters', class: Migration20261125180301_SavedInsightsFilters },
  { name: 'Migration20261125185544_InsightsExports', class: Migration20261125185544_InsightsExports },
];

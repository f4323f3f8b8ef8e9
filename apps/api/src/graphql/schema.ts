import { builder } from './shared/builder.ts';
import './shared/money.ts';
import './accounts/account.ts';
import './accounts/registration.ts';
import './accounts/password.ts';
import './accounts/company-members.ts';
import './accounts/company-review.ts';
import './keys/company-key-campaigns.ts';
import './keys/creator-key-campaigns.ts';
import './keys/held-key-campaigns.ts';
import './codes/code-manager.ts';
import './invitations/creator-invitations.ts';
import './invitations/received-invitations.ts';
import './catalogue/steam-game.ts';
import './creator-lists/creator-lists.ts';
import './creator-lists/vip-access.ts';
import './creator-lists/platform-vip.ts';
import './creator-pages/creator-pages.ts';
import './creator-pages/analytics-pages.ts';
import './quests/company-quests.ts';
import './quests/creator-quests.ts';
import './quests/payouts.ts';
import './quests/quest-disputes.ts';
import './quests/quest-results.ts';
// Creator Programs and Missions (issue 10)
import './programs/company-creator-program.ts';
import './programs/creator-programs.ts';
import './programs/program-activations.ts';
import './programs/custom-domain.ts';
import './missions/company-missions.ts';
import './missions/held-missions.ts';
import './missions/creator-missions.ts';
import './missions/mission-feed.ts';
// company (issue 12)
import './accounts/company-info.ts';
import './notes/notes.ts';
import './billing/billing.ts';
import './keys/company-key-participants.ts';
import './connections/connections.ts';
import './accounts/creator-access.ts';
import './reports/reports.ts';
import './shop/shop.ts';
import './accounts/profile.ts';
import './accounts/topics.ts';
import './notifications/notifications.ts';
// public experience (issue 14)
import './explore/explore.ts';
import './accounts/company-page.ts';
import './games/games.ts';
// insights (issue 13)
import './insights/insights.ts';
import './insights/saved-filters.ts';
import './insights/shortlists.ts';
import './insights/company-home.ts';
import './matchmaking/matchmaking.ts';
import './reporting/reporting.ts';
import './reporting/run-timeline.ts';

export const schema = builder.toSchema();

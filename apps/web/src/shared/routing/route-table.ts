/** Who a route serves: a signed-out visitor, a user type (spec 1), or Lurkit staff (spec 6). */
export type Audience = 'Visitor' | 'Company' | 'Creator' | 'User' | 'Staff';

export interface RouteAccess {
  readonly audiences: readonly Audience[];
  /** The page's document title, before " · Lurkit". */
  readonly title: string;
}

const ANYONE: readonly Audience[] = ['Visitor', 'Company', 'Creator', 'User', 'Staff'];
const SIGNED_IN: readonly Audience[] = ['Company', 'Creator', 'User', 'Staff'];
const COMPANY: readonly Audience[] = ['Company'];
const CREATOR: readonly Audience[] = ['Creator'];
/** Creators and the Users on their way to creator access (spec 4: connect and verify a channel). */
const CREATOR_OR_USER: readonly Audience[] = ['Creator', 'User'];
/** Pages a company reads about its own activation and a creator reads to take part. */
const COMPANY_OR_CREATOR: readonly Audience[] = ['Company', 'Creator'];
const STAFF: readonly Audience[] = ['Staff'];

const entry = (audiences: readonly Audience[], title: string): RouteAccess => ({ audiences, title });

/**
 * Every route of the app with the people it serves and its document title (spec 2 route table, spec 6
 * roles). The web's route table and this one hold the same paths (route-table.test.ts); the server
 * answers 404 for a path none of them matches.
 */
export const ROUTE_TABLE: Readonly<Record<string, RouteAccess>> = {
  // public: landing, explore, legal, games, companies, Creator Programs (spec 6: visitors may reach a program's join)
  '/': entry(ANYONE, 'Game companies and content creators, working together'),
  '/explore': entry(ANYONE, 'Explore'),
  '/terms-of-use': entry(ANYONE, 'Terms of use'),
  '/privacy-policy': entry(ANYONE, 'Privacy policy'),
  '/company/terms-of-use': entry(ANYONE, 'Terms of use for companies'),
  '/company/privacy-policy': entry(ANYONE, 'Privacy policy for companies'),
  '/games': entry(ANYONE, 'Games'),
  '/games/new-game-releases': entry(ANYONE, 'New game releases'),
  '/games/anticipated-games': entry(ANYONE, 'Anticipated games'),
  '/games/upcoming-games': entry(ANYONE, 'Upcoming games'),
  '/games/:id': entry(ANYONE, 'Game news'),
  '/games/:id/news': entry(ANYONE, 'Game news'),
  '/games/:id/streams': entry(ANYONE, 'Game streams'),
  '/games/:id/videos': entry(ANYONE, 'Game videos'),
  '/games/:id/news/:articleId': entry(ANYONE, 'News article'),
  '/company/:id': entry(ANYONE, 'Company'),
  '/company/:id/campaigns': entry(ANYONE, 'Company campaigns'),
  '/creator-programs': entry(ANYONE, 'Creator Programs'),
  '/creator-programs/:id': entry(ANYONE, 'Creator Program'),
  '/creator-programs/:id/join': entry(ANYONE, 'Join the Creator Program'),
  // A Key campaign's public page; its creators and its company read their own view at the same address.
  '/campaigns/:id': entry(ANYONE, 'Key campaign'),
  '/company/:companyId/join': entry(ANYONE, 'Join the Creator Program'),
  '/:slug': entry(ANYONE, 'Creator page'),
  '*': entry(ANYONE, 'Page not found'),

  // sign-in, registration and account recovery
  '/login': entry(ANYONE, 'Sign in'),
  '/register': entry(ANYONE, 'Create an account'),
  '/register/company': entry(ANYONE, 'Register a company'),
  '/register/creator': entry(ANYONE, 'Register as a creator'),
  '/register/member': entry(ANYONE, 'Join your company'),
  '/reset-password': entry(ANYONE, 'Reset password'),
  '/new-password': entry(ANYONE, 'New password'),
  '/verify-email': entry(ANYONE, 'Verify email'),
  '/company/join': entry(ANYONE, 'Join a company'),
  '/auth/auth': entry(ANYONE, 'Signing in'),

  // every signed-in person's account
  '/user': entry(SIGNED_IN, 'Settings'),
  '/user/settings': entry(SIGNED_IN, 'Settings'),
  '/user/settings/edit': entry(SIGNED_IN, 'Settings'),
  '/user/settings/personal-info': entry(SIGNED_IN, 'Personal info'),
  '/user/settings/address': entry(SIGNED_IN, 'Address'),
  '/user/settings/notifications': entry(SIGNED_IN, 'Notification settings'),
  '/user/notifications': entry(SIGNED_IN, 'Notifications'),

  // Users on their way to creator access, and creators
  // Creators too: the page that granted access says so, with the way to the creator home, after the grant.
  '/user/creator-access': entry(CREATOR_OR_USER, 'Gain full creator access'),
  '/user/creator-access/review': entry(['User'], 'Profile under review'),
  '/user/connections': entry(CREATOR_OR_USER, 'Connections'),
  '/user/settings/connections': entry(CREATOR_OR_USER, 'Connections'),
  '/creator/onboarding/:step?': entry(CREATOR_OR_USER, 'Onboarding'),
  '/user/creator-pages': entry(CREATOR_OR_USER, 'Creator pages'),
  '/user/analytics-pages': entry(CREATOR_OR_USER, 'Analytics pages'),
  '/user/analytics-pages/:id': entry(CREATOR_OR_USER, 'Analytics page'),
  '/user/topics/:id': entry(CREATOR_OR_USER, 'Topic'),
  '/:slug/edit': entry(CREATOR_OR_USER, 'Edit creator page'),
  '/:slug/onboarding': entry(CREATOR_OR_USER, 'Set up creator page'),

  // creators
  '/creator/home': entry(CREATOR, 'Home'),
  '/creator/home/quests': entry(CREATOR, 'My Quests'),
  '/creator/home/missions': entry(CREATOR, 'My Missions'),
  '/creator/quests-onboarding': entry(CREATOR, 'Quests onboarding'),
  '/creator/shop': entry(CREATOR, 'Shop'),
  '/creator/shop/orders': entry(CREATOR, 'Shop orders'),
  '/user/settings/payments': entry(CREATOR, 'Payments'),
  '/deals': entry(CREATOR, 'Deals'),
  '/deals/active': entry(CREATOR, 'Active deals'),
  '/deals/ended': entry(CREATOR, 'Ended deals'),
  '/deals/offers': entry(CREATOR, 'Offers'),
  '/invitations/:id': entry(CREATOR_OR_USER, 'Invitation'),
  '/campaigns': entry(CREATOR, 'Browse Key campaigns'),
  '/campaigns/browse': entry(CREATOR, 'Browse Key campaigns'),
  '/campaigns/browse/recent': entry(CREATOR, 'Recently added Key campaigns'),
  '/campaigns/browse/upcoming': entry(CREATOR, 'Upcoming Key campaigns'),
  '/campaigns/quests/browse': entry(CREATOR, 'Browse Quests'),
  '/campaigns/quests/:id/invited': entry(CREATOR, 'Quest invitation'),
  '/creator-programs/memberships': entry(CREATOR, 'Program memberships'),

  // a company's activation and the creators taking part
  '/campaigns/quests/:id': entry(COMPANY_OR_CREATOR, 'Quest'),
  '/campaigns/quests/:id/:runId': entry([...COMPANY_OR_CREATOR, 'Staff'], 'Quest log'),
  '/creator-programs/:id/missions': entry(COMPANY_OR_CREATOR, 'Creator Program missions'),
  '/creator-programs/:id/quests': entry(COMPANY_OR_CREATOR, 'Creator Program quests'),
  '/creator-programs/:id/keys': entry(COMPANY_OR_CREATOR, 'Creator Program keys'),
  '/missions/:id': entry(COMPANY_OR_CREATOR, 'Mission'),

  // companies
  '/home': entry(COMPANY, 'Company home'),
  '/company/settings': entry(COMPANY, 'Company settings'),
  '/company/settings/members': entry(COMPANY, 'Members'),
  '/company/settings/plan': entry(COMPANY, 'Plan'),
  '/company/settings/invoices': entry(COMPANY, 'Invoices'),
  '/company/settings/invoices/statements': entry(COMPANY, 'Statements'),
  '/company/settings/api': entry(COMPANY, 'API'),
  '/company/settings/webhooks': entry(COMPANY, 'Webhooks'),
  '/company/settings/invoices/documents/:id': entry(COMPANY, 'Invoice or credit note'),
  '/company/page': entry(COMPANY, 'Company page'),
  '/company/:id/page-settings': entry(COMPANY, 'Company page settings'),
  '/company/:id/edit': entry(COMPANY, 'Company page settings'),
  '/company/announcements': entry(COMPANY, 'Announcements'),
  '/company/notes': entry(COMPANY, 'Notes'),
  '/company/code-manager': entry(COMPANY, 'Code Manager'),
  '/company/code-manager/codes': entry(COMPANY, 'Codes'),
  '/company/creator-lists': entry(COMPANY, 'Creator lists'),
  '/company/creator-lists/creators': entry(COMPANY, 'Creators'),
  '/company/activations': entry(COMPANY, 'Activations'),
  '/company/campaigns': entry(COMPANY, 'Activations'),
  '/company/activations/keys': entry(COMPANY, 'Key campaigns'),
  '/company/activations/keys/ended': entry(COMPANY, 'Ended Key campaigns'),
  '/company/campaigns/keys': entry(COMPANY, 'Key campaigns'),
  '/company/campaigns/:id/unusedkeys': entry(COMPANY, 'Unused keys'),
  '/company/activations/quests': entry(COMPANY, 'Quests'),
  '/company/activations/quests/ended': entry(COMPANY, 'Ended Quests'),
  '/company/campaigns/quests': entry(COMPANY, 'Quests'),
  '/company/activations/missions': entry(COMPANY, 'Missions'),
  '/company/activations/missions/ended': entry(COMPANY, 'Ended Missions'),
  '/company/quests/create': entry(COMPANY, 'Create a Quest'),
  '/company/cart': entry(COMPANY, 'Cart'),
  '/company/cart/success': entry(COMPANY, 'Payment received'),
  '/campaigns/:id/participants': entry(COMPANY, 'Key campaign participants'),
  '/campaigns/:id/participants/:participantTab': entry(COMPANY, 'Key campaign participants'),
  '/campaigns/:id/results': entry(COMPANY, 'Key campaign results'),
  '/campaigns/:id/invite-creators': entry(COMPANY, 'Invite creators'),
  '/campaigns/:id/invite-creators/invited-creators': entry(COMPANY, 'Invited creators'),
  '/campaigns/:id/invite-creators/matchmaking': entry(COMPANY, 'Matchmaking'),
  '/campaigns/:id/invite-creators/matchmaking/:listId': entry(COMPANY, 'Matchmaking'),
  '/campaigns/:id/edit': entry(COMPANY, 'Edit Key campaign'),
  '/campaigns/:id/edit/:step': entry(COMPANY, 'Edit Key campaign'),
  '/campaigns/quests/:id/participants': entry(COMPANY, 'Quest participants'),
  '/campaigns/quests/:id/participants/:participantTab': entry(COMPANY, 'Quest participants'),
  '/campaigns/quests/:id/invite-creators': entry(COMPANY, 'Invite creators'),
  '/campaigns/quests/:id/invite-creators/invited-creators': entry(COMPANY, 'Invited creators'),
  '/campaigns/quests/:id/invite-creators/matchmaking': entry(COMPANY, 'Matchmaking'),
  '/campaigns/quests/:id/invite-creators/matchmaking/:listId': entry(COMPANY, 'Matchmaking'),
  '/campaigns/quests/:id/results': entry(COMPANY, 'Quest results'),
  '/campaigns/quests/:id/results/:resultsTab': entry(COMPANY, 'Quest results'),
  '/campaigns/quests/:id/edit': entry(COMPANY, 'Edit Quest'),
  '/campaigns/quests/:id/edit/:step': entry(COMPANY, 'Edit Quest'),
  '/creator-programs/:id/edit': entry(COMPANY, 'Edit Creator Program'),
  '/creator-programs/:id/edit/:step': entry(COMPANY, 'Edit Creator Program'),
  '/company/creator-program': entry(COMPANY, 'Creator Program'),
  '/company/creator-program/accepted': entry(COMPANY, 'Creator Program members'),
  '/company/creator-program/rejected': entry(COMPANY, 'Rejected applicants'),
  '/company/creator-program/invite-creators': entry(COMPANY, 'Invite creators'),
  '/company/creator-program/invite-creators/invited-creators': entry(COMPANY, 'Invited creators'),
  '/company/missions': entry(COMPANY, 'Missions'),
  '/company/missions/create': entry(COMPANY, 'Create a Mission'),
  '/company/missions/create/completion-criteria': entry(COMPANY, 'Create a Mission'),
  '/company/missions/create/rewards': entry(COMPANY, 'Create a Mission'),
  '/company/missions/:id': entry(COMPANY, 'Mission'),
  '/company/missions/:id/review': entry(COMPANY, 'Mission review'),
  '/company/missions/:id/completed': entry(COMPANY, 'Completed Mission runs'),
  '/company/missions/:id/ended': entry(COMPANY, 'Ended Mission runs'),
  '/company/missions/:id/invite-creators': entry(COMPANY, 'Invite creators'),
  '/company/missions/:id/invite-creators/invited-creators': entry(COMPANY, 'Invited creators'),
  '/company/missions/:id/edit': entry(COMPANY, 'Edit Mission'),
  '/company/missions/:id/completion-criteria': entry(COMPANY, 'Edit Mission'),
  '/company/missions/:id/rewards': entry(COMPANY, 'Edit Mission'),
  '/company/creator-management': entry(COMPANY, 'Creator management'),
  '/company/creator-management/invite-creators': entry(COMPANY, 'Invite creators'),
  '/company/creator-management/invite-creators/matchmaking': entry(COMPANY, 'Matchmaking'),
  '/company/creator-management/invite-creators/matchmaking/:listId': entry(COMPANY, 'Matchmaking'),
  '/company/creator-management/invite-creators/:tab': entry(COMPANY, 'Invite creators'),
  '/company/creator-management/:section': entry(COMPANY, 'Creator management'),
  '/company/creator-management/:section/:tab': entry(COMPANY, 'Creator management'),
  '/company/reporting': entry(COMPANY, 'Reporting'),
  '/company/attribution': entry(COMPANY, 'Wishlist attribution'),
  '/company/reporting/:group': entry(COMPANY, 'Reporting'),
  '/company/reporting/:group/:tab': entry(COMPANY, 'Reporting'),
  '/insights': entry(COMPANY, 'Insights'),
  '/insights/overview': entry(COMPANY, 'Insights'),
  '/insights/livestreams': entry(COMPANY, 'Livestream insights'),
  '/insights/livestreams/content-creators': entry(COMPANY, 'Content creators'),
  '/insights/livestreams/games': entry(COMPANY, 'Game insights'),
  '/insights/creators/:id': entry(COMPANY, 'Creator insights'),
  '/insights/creators/:id/:tab': entry(COMPANY, 'Creator insights'),
  '/insights/games/:id': entry(COMPANY, 'Game insights'),
  '/insights/compare': entry(COMPANY, 'Compare creators'),
  '/insights/compare/games': entry(COMPANY, 'Compare games'),
  '/insights/shortlists': entry(COMPANY, 'Shortlists'),
  '/insights/shortlists/streams': entry(COMPANY, 'Stream shortlist'),
  '/insights/shortlists/videos': entry(COMPANY, 'Video shortlist'),

  // Lurkit staff (spec 6: staff review reports, accounts and held activations)
  '/staff': entry(STAFF, 'Staff home'),
  '/staff/companies': entry(STAFF, 'Account review'),
  '/staff/campaigns': entry(STAFF, 'Campaign review'),
  '/staff/missions': entry(STAFF, 'Mission review'),
  '/staff/reports': entry(STAFF, 'Reports'),
  '/staff/disputes': entry(STAFF, 'Disputes'),
  '/staff/shop': entry(STAFF, 'Shop administration'),
  '/staff/vip': entry(STAFF, 'Platform VIP'),
  '/staff/reconciliation': entry(STAFF, 'Reconciliation'),
};

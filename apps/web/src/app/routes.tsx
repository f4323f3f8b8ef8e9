import type { ComponentType } from 'react';
import { ShellLayout } from '@lurkit/ui/shell-layout/ShellLayout.tsx';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from '../shared/NotFoundPage.tsx';
import { RequireSession } from '../shared/session/RequireSession.tsx';
import { AppShell } from './AppShell.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
// public experience
import { publicRoutes } from './public-routes.tsx';
import { ROUTE_TABLE } from '../shared/routing/route-table.ts';

/**
 * Every page's module, fetched the first time one of its routes is visited (route-level code
 * splitting): a visitor's first page carries only its own code, not every page of the app.
 */
const PAGES = {
  // insights: one chunk for its pages, so the chart library stays out of the main bundle.
  InsightsOverviewPage: () => import('../insights/pages/insights-pages.ts'),
  InsightsLivestreamsPage: () => import('../insights/pages/insights-pages.ts'),
  CreatorInsightsPage: () => import('../insights/pages/insights-pages.ts'),
  GameInsightsPage: () => import('../insights/pages/insights-pages.ts'),
  CompareCreatorsPage: () => import('../insights/pages/insights-pages.ts'),
  ShortlistsPage: () => import('../insights/pages/insights-pages.ts'),
  CompareGamesPage: () => import('../insights/pages/insights-pages.ts'),
  CompanyHomePage: () => import('../insights/pages/CompanyHomePage.tsx'),
  CompanyMembersPage: () => import('../accounts/pages/CompanyMembersPage.tsx'),
  CompanyApiPage: () => import('../api-tokens/pages/CompanyApiPage.tsx'),
  CompanyWebhooksPage: () => import('../webhooks/pages/CompanyWebhooksPage.tsx'),
  CreatorAccessPage: () => import('../accounts/pages/CreatorAccessPage.tsx'),
  ProfileUnderReviewPage: () => import('../accounts/pages/ProfileUnderReviewPage.tsx'),
  StaffReportsPage: () => import('../reports/pages/StaffReportsPage.tsx'),
  StaffVipPage: () => import('../creator-lists/pages/StaffVipPage.tsx'),
  StaffDisputesPage: () => import('../quests/pages/StaffDisputesPage.tsx'),
  StaffReconciliationPage: () => import('../ledger/pages/StaffReconciliationPage.tsx'),
  CreatorHomePage: () => import('../insights/pages/CreatorHomePage.tsx'),
  CreatorTopicPage: () => import('../accounts/pages/CreatorTopicPage.tsx'),
  CreatorHomeQuestsPage: () => import('../insights/pages/CreatorHomeQuestsPage.tsx'),
  CreatorHomeMissionsPage: () => import('../insights/pages/CreatorHomeMissionsPage.tsx'),
  JoinCompanyPage: () => import('../accounts/pages/JoinCompanyPage.tsx'),
  LoginPage: () => import('../accounts/pages/LoginPage.tsx'),
  NewPasswordPage: () => import('../accounts/pages/NewPasswordPage.tsx'),
  RegisterCompanyPage: () => import('../accounts/pages/RegisterCompanyPage.tsx'),
  RegisterCreatorPage: () => import('../accounts/pages/RegisterCreatorPage.tsx'),
  RegisterCompanyMemberPage: () => import('../accounts/pages/RegisterCompanyMemberPage.tsx'),
  RegisterPage: () => import('../accounts/pages/RegisterPage.tsx'),
  ResetPasswordPage: () => import('../accounts/pages/ResetPasswordPage.tsx'),
  StaffCompanyReviewPage: () => import('../accounts/pages/StaffCompanyReviewPage.tsx'),
  UserSettingsPage: () => import('../accounts/pages/UserSettingsPage.tsx'),
  VerifyEmailPage: () => import('../accounts/pages/VerifyEmailPage.tsx'),
  CodeManagerPage: () => import('../codes/pages/CodeManagerPage.tsx'),
  CreatorListsPage: () => import('../creator-lists/pages/CreatorListsPage.tsx'),
  BrowseKeyCampaignsPage: () => import('../keys/pages/BrowseKeyCampaignsPage.tsx'),
  CompanyKeyCampaignsPage: () => import('../keys/pages/CompanyKeyCampaignsPage.tsx'),
  KeyCampaignEditPage: () => import('../keys/pages/KeyCampaignEditPage.tsx'),
  KeyCampaignPage: () => import('../keys/pages/KeyCampaignPage.tsx'),
  StaffHeldCampaignsPage: () => import('../keys/pages/StaffHeldCampaignsPage.tsx'),
  KeyDealsPage: () => import('../keys/pages/KeyDealsPage.tsx'),
  InvitationPage: () => import('../invitations/pages/InvitationPage.tsx'),
  QuestInvitedPage: () => import('../invitations/pages/QuestInvitedPage.tsx'),
  UnusedKeysPage: () => import('../keys/pages/UnusedKeysPage.tsx'),
  BrowseQuestsPage: () => import('../quests/pages/BrowseQuestsPage.tsx'),
  CartPage: () => import('../quests/pages/CartPage.tsx'),
  CartSuccessPage: () => import('../quests/pages/CartSuccessPage.tsx'),
  CompanyQuestsPage: () => import('../quests/pages/CompanyQuestsPage.tsx'),
  PayoutSettingsPage: () => import('../quests/pages/PayoutSettingsPage.tsx'),
  QuestCompanyPage: () => import('../quests/pages/QuestCompanyPage.tsx'),
  QuestCreatePage: () => import('../quests/pages/QuestCreatePage.tsx'),
  QuestEditPage: () => import('../quests/pages/QuestEditPage.tsx'),
  QuestPage: () => import('../quests/pages/QuestPage.tsx'),
  QuestRunPage: () => import('../quests/pages/QuestRunPage.tsx'),
  QuestResultsPage: () => import('../quests/pages/QuestResultsPage.tsx'),
  QuestsOnboardingPage: () => import('../quests/pages/QuestsOnboardingPage.tsx'),
  CompanyCreatorProgramPage: () => import('../programs/pages/CompanyCreatorProgramPage.tsx'),
  CreatorProgramEditPage: () => import('../programs/pages/CreatorProgramEditPage.tsx'),
  CreatorProgramPage: () => import('../programs/pages/CreatorProgramPage.tsx'),
  CreatorProgramsPage: () => import('../programs/pages/CreatorProgramsPage.tsx'),
  JoinProgramPage: () => import('../programs/pages/JoinProgramPage.tsx'),
  CompanyPage: () => import('../programs/pages/CompanyPage.tsx'),
  CompanyMissionPage: () => import('../missions/pages/CompanyMissionPage.tsx'),
  CompanyMissionsPage: () => import('../missions/pages/CompanyMissionsPage.tsx'),
  MissionCreatePage: () => import('../missions/pages/MissionCreatePage.tsx'),
  MissionEditPage: () => import('../missions/pages/MissionEditPage.tsx'),
  MissionPage: () => import('../missions/pages/MissionPage.tsx'),
  StaffHeldMissionsPage: () => import('../missions/pages/StaffHeldMissionsPage.tsx'),
  CompanySettingsPage: () => import('../accounts/pages/CompanySettingsPage.tsx'),
  CompanyPageSettingsPage: () => import('../accounts/pages/CompanyPageSettingsPage.tsx'),
  OwnCompanyPage: () => import('../accounts/pages/OwnCompanyPage.tsx'),
  CompanyAnnouncementsPage: () => import('../programs/pages/CompanyAnnouncementsPage.tsx'),
  CompanyPlanPage: () => import('../billing/pages/CompanyPlanPage.tsx'),
  CompanyInvoicesPage: () => import('../billing/pages/CompanyInvoicesPage.tsx'),
  CompanyStatementsPage: () => import('../billing/pages/CompanyStatementsPage.tsx'),
  TaxDocumentPage: () => import('../billing/pages/TaxDocumentPage.tsx'),
  NotesPage: () => import('../notes/pages/NotesPage.tsx'),
  CreatorManagementPage: () => import('../publishing/pages/CreatorManagementPage.tsx'),
  ActivationsOverviewPage: () => import('../publishing/pages/ActivationsOverviewPage.tsx'),
  CreatorPageEditPage: () => import('../creator-pages/pages/CreatorPageEditPage.tsx'),
  CreatorPageOnboardingPage: () => import('../creator-pages/pages/CreatorPageOnboardingPage.tsx'),
  CreatorPagesPage: () => import('../creator-pages/pages/CreatorPagesPage.tsx'),
  PublicCreatorPage: () => import('../creator-pages/pages/PublicCreatorPage.tsx'),
  ConnectionsSettingsPage: () => import('../connections/pages/ConnectionsSettingsPage.tsx'),
  ThirdPartyLoginPage: () => import('../connections/pages/ThirdPartyLoginPage.tsx'),
  CreatorShopPage: () => import('../shop/pages/CreatorShopPage.tsx'),
  CreatorShopOrdersPage: () => import('../shop/pages/CreatorShopOrdersPage.tsx'),
  AnalyticsPagesPage: () => import('../creator-pages/pages/AnalyticsPagesPage.tsx'),
  AnalyticsPageViewPage: () => import('../creator-pages/pages/AnalyticsPageViewPage.tsx'),
  CreatorOnboardingPage: () => import('../accounts/pages/CreatorOnboardingPage.tsx'),
  PersonalInfoSettingsPage: () => import('../accounts/pages/PersonalInfoSettingsPage.tsx'),
  AddressSettingsPage: () => import('../accounts/pages/AddressSettingsPage.tsx'),
  NotificationSettingsPage: () => import('../accounts/pages/NotificationSettingsPage.tsx'),
  NotificationsPage: () => import('../notifications/pages/NotificationsPage.tsx'),
  StaffShopPage: () => import('../shop/pages/StaffShopPage.tsx'),
  StaffHomePage: () => import('../accounts/pages/StaffHomePage.tsx'),
  // matchmaking
  MatchmakingPage: () => import('../matchmaking/pages/MatchmakingPage.tsx'),
  // results and reporting
  CompanyReportingPage: () => import('../reporting/pages/CompanyReportingPage.tsx'),
  CompanyAttributionPage: () => import('../attribution/pages/CompanyAttributionPage.tsx'),
};

/** A route's page from PAGES, rendered with the route's props once its module has loaded. */
function page(name: keyof typeof PAGES, props: Record<string, string> = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = ((await PAGES[name]()) as unknown as Record<string, ComponentType<Record<string, string>>>)[name]!;
      return { element: <Page {...props} /> };
    },
  };
}

/** A page of a feature the company's plan may lock ('Upgrade to unlock', spec 6). */
function lockedPage(name: keyof typeof PAGES, props: Record<string, string> = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = ((await PAGES[name]()) as unknown as Record<string, ComponentType<Record<string, string>>>)[name]!;
      const { PlanGate } = await import('../billing/pages/PlanGate.tsx');
      return {
        element: (
          <PlanGate feature="insights">
            <Page {...props} />
          </PlanGate>
        ),
      };
    },
  };
}

/**
 * Each route carries its entry of ROUTE_TABLE as its handle: the people it serves (RequireSession sends
 * anyone else to their own home) and its document title.
 */
function withAccess(list: RouteObject[]): RouteObject[] {
  for (const route of list) {
    if (route.path) route.handle = ROUTE_TABLE[route.path];
    if (route.children) withAccess(route.children);
  }
  return list;
}

/**
 * The route table. Every page sits in the AppShell, whose layoutFor gives the auth pages an empty
 * header (they render their own AuthLayout) and the others their role's header and panels; pages
 * that need an account also sit behind RequireSession.
 */
export const routes: RouteObject[] = withAccess([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppShell />,
        children: [
          { path: '/login', ...page('LoginPage') },
          { path: '/register', ...page('RegisterPage') },
          { path: '/register/company', ...page('RegisterCompanyPage') },
          { path: '/register/creator', ...page('RegisterCreatorPage') },
          { path: '/register/member', ...page('RegisterCompanyMemberPage') },
          { path: '/reset-password', ...page('ResetPasswordPage') },
          { path: '/new-password', ...page('NewPasswordPage') },
          { path: '/verify-email', ...page('VerifyEmailPage') },
          { path: '/company/join', ...page('JoinCompanyPage') },
          { path: '/auth/auth', ...page('ThirdPartyLoginPage') },
          // Creator Programs and Missions: pages anonymous visitors may open (spec 6).
          { path: '/creator-programs', ...page('CreatorProgramsPage') },
          { path: '/creator-programs/:id', ...page('CreatorProgramPage') },
          { path: '/creator-programs/:id/join', ...page('JoinProgramPage') },
          { path: '/company/:companyId/join', ...page('JoinProgramPage') },
          // A Key campaign's public page for anyone but its creators and its company (KeyCampaignPage picks).
          { path: '/campaigns/:id', ...page('KeyCampaignPage') },
          // /company/{id} itself is the public company page (publicRoutes); CompanyPage serves it on a custom domain.
          // public experience: landing, explore and legal pages, for anyone.
          ...publicRoutes,
          {
            element: <RequireSession />,
            children: [
              { path: '/home', ...page('CompanyHomePage') },
              { path: '/creator/home', ...page('CreatorHomePage') },
              { path: '/creator/home/quests', ...page('CreatorHomeQuestsPage') },
              { path: '/creator/home/missions', ...page('CreatorHomeMissionsPage') },
              { path: '/user/creator-access', ...page('CreatorAccessPage') },
              { path: '/user/creator-access/review', ...page('ProfileUnderReviewPage') },
              { path: '/user/settings', ...page('UserSettingsPage') },
              { path: '/company/settings/members', ...page('CompanyMembersPage') },
              { path: '/staff', ...page('StaffHomePage') },
              { path: '/staff/companies', ...page('StaffCompanyReviewPage') },
              { path: '/staff/reports', ...page('StaffReportsPage') },
              { path: '/staff/vip', ...page('StaffVipPage') },
              { path: '/staff/disputes', ...page('StaffDisputesPage') },
              { path: '/staff/reconciliation', ...page('StaffReconciliationPage') },
              { path: '/company/code-manager', ...page('CodeManagerPage') },
              { path: '/company/code-manager/codes', ...page('CodeManagerPage') },
              { path: '/company/creator-lists', ...page('CreatorListsPage') },
              { path: '/company/creator-lists/creators', ...page('CreatorListsPage') },
              { path: '/company/activations/keys', ...page('CompanyKeyCampaignsPage') },
              { path: '/company/activations/keys/ended', ...page('CompanyKeyCampaignsPage') },
              { path: '/company/campaigns/keys', ...page('CompanyKeyCampaignsPage') },
              { path: '/company/campaigns/:id/unusedkeys', ...page('UnusedKeysPage') },
              { path: '/staff/campaigns', ...page('StaffHeldCampaignsPage') },
              { path: '/deals', ...page('KeyDealsPage') },
              { path: '/deals/active', ...page('KeyDealsPage') },
              { path: '/deals/ended', ...page('KeyDealsPage') },
              { path: '/deals/offers', ...page('KeyDealsPage') },
              { path: '/invitations/:id', ...page('InvitationPage') },
              { path: '/campaigns', ...page('BrowseKeyCampaignsPage') },
              { path: '/campaigns/browse', ...page('BrowseKeyCampaignsPage') },
              { path: '/campaigns/browse/recent', ...page('BrowseKeyCampaignsPage') },
              { path: '/campaigns/browse/upcoming', ...page('BrowseKeyCampaignsPage') },
              { path: '/campaigns/:id/participants', ...page('KeyCampaignPage', { tab: 'participants' }) },
              { path: '/campaigns/:id/participants/:participantTab', ...page('KeyCampaignPage', { tab: 'participants' }) },
              { path: '/campaigns/:id/results', ...page('KeyCampaignPage', { tab: 'results' }) },
              { path: '/campaigns/:id/invite-creators', ...page('KeyCampaignPage', { tab: 'invite' }) },
              { path: '/campaigns/:id/invite-creators/invited-creators', ...page('KeyCampaignPage', { tab: 'invite' }) },
              { path: '/campaigns/:id/invite-creators/matchmaking', ...page('MatchmakingPage', { activationType: 'KEY' }) },
              { path: '/campaigns/:id/invite-creators/matchmaking/:listId', ...page('MatchmakingPage', { activationType: 'KEY' }) },
              { path: '/campaigns/:id/edit', ...page('KeyCampaignEditPage') },
              { path: '/campaigns/:id/edit/:step', ...page('KeyCampaignEditPage') },
              // Quests
              { path: '/company/activations/quests', ...page('CompanyQuestsPage') },
              { path: '/company/campaigns/quests', ...page('CompanyQuestsPage') },
              { path: '/company/quests/create', ...page('QuestCreatePage') },
              { path: '/company/cart', ...page('CartPage') },
              { path: '/company/cart/success', ...page('CartSuccessPage') },
              { path: '/campaigns/quests/browse', ...page('BrowseQuestsPage') },
              { path: '/campaigns/quests/:id', ...page('QuestPage') },
              { path: '/campaigns/quests/:id/participants', ...page('QuestCompanyPage', { section: 'participants' }) },
              { path: '/campaigns/quests/:id/participants/:participantTab', ...page('QuestCompanyPage', { section: 'participants' }) },
              { path: '/campaigns/quests/:id/invite-creators', ...page('QuestCompanyPage', { section: 'invite' }) },
              { path: '/campaigns/quests/:id/invite-creators/invited-creators', ...page('QuestCompanyPage', { section: 'invite' }) },
              { path: '/campaigns/quests/:id/invited', ...page('QuestInvitedPage') },
              { path: '/campaigns/quests/:id/invite-creators/matchmaking', ...page('MatchmakingPage', { activationType: 'QUEST' }) },
              {
                path: '/campaigns/quests/:id/invite-creators/matchmaking/:listId',
                ...page('MatchmakingPage', { activationType: 'QUEST' }),
              },
              { path: '/campaigns/quests/:id/results', ...page('QuestResultsPage') },
              { path: '/campaigns/quests/:id/results/:resultsTab', ...page('QuestResultsPage') },
              { path: '/campaigns/quests/:id/edit', ...page('QuestEditPage') },
              { path: '/campaigns/quests/:id/edit/:step', ...page('QuestEditPage') },
              { path: '/campaigns/quests/:id/:runId', ...page('QuestRunPage') },
              { path: '/user/settings/payments', ...page('PayoutSettingsPage') },
              { path: '/creator/quests-onboarding', ...page('QuestsOnboardingPage') },
              // Creator Programs and Missions
              { path: '/creator-programs/memberships', ...page('CreatorProgramsPage') },
              { path: '/creator-programs/:id/missions', ...page('CreatorProgramPage', { tab: 'missions' }) },
              { path: '/creator-programs/:id/quests', ...page('CreatorProgramPage', { tab: 'quests' }) },
              { path: '/creator-programs/:id/keys', ...page('CreatorProgramPage', { tab: 'keys' }) },
              { path: '/creator-programs/:id/edit', ...page('CreatorProgramEditPage') },
              { path: '/creator-programs/:id/edit/:step', ...page('CreatorProgramEditPage') },
              { path: '/company/creator-program', ...page('CompanyCreatorProgramPage') },
              { path: '/company/creator-program/accepted', ...page('CompanyCreatorProgramPage') },
              { path: '/company/creator-program/rejected', ...page('CompanyCreatorProgramPage') },
              { path: '/company/creator-program/invite-creators', ...page('CompanyCreatorProgramPage') },
              { path: '/company/creator-program/invite-creators/invited-creators', ...page('CompanyCreatorProgramPage') },
              { path: '/company/missions', ...page('CompanyMissionsPage') },
              { path: '/company/missions/create', ...page('MissionCreatePage') },
              { path: '/company/missions/create/completion-criteria', ...page('MissionCreatePage') },
              { path: '/company/missions/create/rewards', ...page('MissionCreatePage') },
              { path: '/company/missions/:id', ...page('CompanyMissionPage') },
              { path: '/company/missions/:id/review', ...page('CompanyMissionPage', { tab: 'review' }) },
              { path: '/company/missions/:id/completed', ...page('CompanyMissionPage', { tab: 'completed' }) },
              { path: '/company/missions/:id/ended', ...page('CompanyMissionPage', { tab: 'ended' }) },
              { path: '/company/missions/:id/invite-creators', ...page('CompanyMissionPage', { tab: 'invite' }) },
              { path: '/company/missions/:id/invite-creators/invited-creators', ...page('CompanyMissionPage', { tab: 'invite' }) },
              { path: '/company/missions/:id/edit', ...page('MissionEditPage') },
              { path: '/company/missions/:id/completion-criteria', ...page('MissionEditPage', { step: 'completion-criteria' }) },
              { path: '/company/missions/:id/rewards', ...page('MissionEditPage', { step: 'rewards' }) },
              { path: '/missions/:id', ...page('MissionPage') },
              { path: '/staff/missions', ...page('StaffHeldMissionsPage') },
              // company
              { path: '/company/settings', ...page('CompanySettingsPage') },
              // company page settings; /company/{id} itself is public (publicRoutes).
              { path: '/company/page', ...page('OwnCompanyPage') },
              { path: '/company/announcements', ...page('CompanyAnnouncementsPage') },
              { path: '/company/:id/page-settings', ...page('CompanyPageSettingsPage') },
              { path: '/company/:id/edit', ...page('CompanyPageSettingsPage') },
              { path: '/company/settings/plan', ...page('CompanyPlanPage') },
              { path: '/company/settings/invoices', ...page('CompanyInvoicesPage') },
              { path: '/company/settings/invoices/statements', ...page('CompanyStatementsPage') },
              { path: '/company/settings/api', ...page('CompanyApiPage') },
              { path: '/company/settings/webhooks', ...page('CompanyWebhooksPage') },
              { path: '/company/settings/invoices/documents/:id', ...page('TaxDocumentPage') },
              { path: '/company/notes', ...page('NotesPage') },
              { path: '/company/creator-management', ...page('CreatorManagementPage') },
              { path: '/company/creator-management/invite-creators', ...page('CreatorManagementPage', { section: 'invite-creators' }) },
              { path: '/company/creator-management/invite-creators/matchmaking', ...page('MatchmakingPage') },
              { path: '/company/creator-management/invite-creators/matchmaking/:listId', ...page('MatchmakingPage') },
              {
                path: '/company/creator-management/invite-creators/:tab',
                ...page('CreatorManagementPage', { section: 'invite-creators' }),
              },
              { path: '/company/creator-management/:section', ...page('CreatorManagementPage') },
              { path: '/company/creator-management/:section/:tab', ...page('CreatorManagementPage') },
              { path: '/company/activations', ...page('ActivationsOverviewPage') },
              { path: '/company/campaigns', ...page('ActivationsOverviewPage') },
              { path: '/company/activations/missions', ...page('CompanyMissionsPage') },
              { path: '/company/activations/missions/ended', ...page('CompanyMissionsPage') },
              { path: '/company/activations/quests/ended', ...page('CompanyQuestsPage') },
              // Creator lane: creator pages, settings, connections, creator access, home, shop.
              { path: '/user/creator-pages', ...page('CreatorPagesPage') },
              { path: '/user/topics/:id', ...page('CreatorTopicPage') },
              { path: '/user/analytics-pages', ...page('AnalyticsPagesPage') },
              { path: '/user/analytics-pages/:id', ...page('AnalyticsPageViewPage') },
              { path: '/user/settings/connections', ...page('ConnectionsSettingsPage') },
              { path: '/creator/shop', ...page('CreatorShopPage') },
              { path: '/creator/shop/orders', ...page('CreatorShopOrdersPage') },
              // One route for both steps, so the answers of the first stay while the second shows.
              { path: '/creator/onboarding/:step?', ...page('CreatorOnboardingPage') },
              { path: '/user/settings/personal-info', ...page('PersonalInfoSettingsPage') },
              { path: '/user/settings/address', ...page('AddressSettingsPage') },
              { path: '/user/settings/notifications', ...page('NotificationSettingsPage') },
              { path: '/user/settings/edit', ...page('UserSettingsPage') },
              { path: '/user/notifications', ...page('NotificationsPage') },
              { path: '/staff/shop', ...page('StaffShopPage') },
              { path: '/:slug/edit', ...page('CreatorPageEditPage') },
              { path: '/:slug/onboarding', ...page('CreatorPageOnboardingPage') },
              // The user area's own addresses (spec 2) lead to the settings pages that hold them.
              { path: '/user', element: <Navigate to="/user/settings" replace /> },
              { path: '/user/connections', element: <Navigate to="/user/settings/connections" replace /> },
              // insights
              { path: '/insights', ...lockedPage('InsightsOverviewPage') },
              { path: '/insights/overview', ...lockedPage('InsightsOverviewPage') },
              { path: '/insights/livestreams', ...lockedPage('InsightsLivestreamsPage', { tab: 'content-creators' }) },
              { path: '/insights/livestreams/content-creators', ...lockedPage('InsightsLivestreamsPage', { tab: 'content-creators' }) },
              { path: '/insights/livestreams/games', ...lockedPage('InsightsLivestreamsPage', { tab: 'games' }) },
              { path: '/insights/creators/:id', ...lockedPage('CreatorInsightsPage') },
              { path: '/insights/creators/:id/:tab', ...lockedPage('CreatorInsightsPage') },
              { path: '/insights/games/:id', ...lockedPage('GameInsightsPage') },
              { path: '/insights/compare', ...lockedPage('CompareCreatorsPage') },
              { path: '/insights/compare/games', ...lockedPage('CompareGamesPage') },
              { path: '/insights/shortlists', ...lockedPage('ShortlistsPage', { tab: 'streams' }) },
              { path: '/insights/shortlists/streams', ...lockedPage('ShortlistsPage', { tab: 'streams' }) },
              { path: '/insights/shortlists/videos', ...lockedPage('ShortlistsPage', { tab: 'videos' }) },
              // results and reporting: /company/reporting/{group}/{tab}
              { path: '/company/reporting', ...page('CompanyReportingPage') },
              { path: '/company/attribution', ...page('CompanyAttributionPage') },
              { path: '/company/reporting/:group', ...page('CompanyReportingPage') },
              { path: '/company/reporting/:group/:tab', ...page('CompanyReportingPage') },
            ],
          },
          // A creator page answers at /{slug} for anyone. React Router ranks static segments above this
          // dynamic one, so it never shadows an app route (creator-page-routes.test.ts holds that and
          // the reserved names together).
          { path: '/:slug', ...page('PublicCreatorPage') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

/**
 * A company's custom domain (the server names the company in a meta tag): / and /campaigns are its
 * company page, with no header (spec 2: custom-domain pages have an empty header); links to anything
 * else go to our own host.
 */
export const customDomainRoutes = (companyId: string, appUrl: string): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // The app's frame without its header: the same side padding and column as on our own host.
        element: (
          <ShellLayout>
            <Outlet />
          </ShellLayout>
        ),
        children: [
          { path: '/', ...page('CompanyPage', { companyId, customDomain: appUrl }) },
          { path: '/campaigns', ...page('CompanyPage', { companyId, tab: 'campaigns', customDomain: appUrl }) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

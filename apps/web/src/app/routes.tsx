import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { CompanyHomePage } from '../home/pages/CompanyHomePage.tsx';
import { CompanyMembersPage } from '../accounts/pages/CompanyMembersPage.tsx';
import { CreatorAccessPage } from '../accounts/pages/CreatorAccessPage.tsx';
import { CreatorHomePage } from '../home/pages/CreatorHomePage.tsx';
import { JoinCompanyPage } from '../accounts/pages/JoinCompanyPage.tsx';
import { LoginPage } from '../accounts/pages/LoginPage.tsx';
import { NewPasswordPage } from '../accounts/pages/NewPasswordPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RegisterCompanyPage } from '../accounts/pages/RegisterCompanyPage.tsx';
import { RegisterCreatorPage } from '../accounts/pages/RegisterCreatorPage.tsx';
import { RegisterPage } from '../accounts/pages/RegisterPage.tsx';
import { ResetPasswordPage } from '../accounts/pages/ResetPasswordPage.tsx';
import { StaffCompanyReviewPage } from '../accounts/pages/StaffCompanyReviewPage.tsx';
import { UserSettingsPage } from '../accounts/pages/UserSettingsPage.tsx';
import { VerifyEmailPage } from '../accounts/pages/VerifyEmailPage.tsx';
import { CodeManagerPage } from '../codes/pages/CodeManagerPage.tsx';
import { CreatorListsPage } from '../creator-lists/pages/CreatorListsPage.tsx';
import { BrowseKeyCampaignsPage } from '../keys/pages/BrowseKeyCampaignsPage.tsx';
import { CompanyKeyCampaignsPage } from '../keys/pages/CompanyKeyCampaignsPage.tsx';
import { KeyCampaignEditPage } from '../keys/pages/KeyCampaignEditPage.tsx';
import { KeyCampaignPage } from '../keys/pages/KeyCampaignPage.tsx';
import { StaffHeldCampaignsPage } from '../keys/pages/StaffHeldCampaignsPage.tsx';
import { KeyDealsPage } from '../keys/pages/KeyDealsPage.tsx';
import { InvitationPage } from '../invitations/pages/InvitationPage.tsx';
import { UnusedKeysPage } from '../keys/pages/UnusedKeysPage.tsx';
import { BrowseQuestsPage } from '../quests/pages/BrowseQuestsPage.tsx';
import { CartPage } from '../quests/pages/CartPage.tsx';
import { CartSuccessPage } from '../quests/pages/CartSuccessPage.tsx';
import { CompanyQuestsPage } from '../quests/pages/CompanyQuestsPage.tsx';
import { PayoutSettingsPage } from '../quests/pages/PayoutSettingsPage.tsx';
import { QuestCompanyPage } from '../quests/pages/QuestCompanyPage.tsx';
import { QuestCreatePage } from '../quests/pages/QuestCreatePage.tsx';
import { QuestEditPage } from '../quests/pages/QuestEditPage.tsx';
import { QuestPage } from '../quests/pages/QuestPage.tsx';
import { QuestRunPage } from '../quests/pages/QuestRunPage.tsx';
import { QuestsOnboardingPage } from '../quests/pages/QuestsOnboardingPage.tsx';
import { RequireSession } from '../session/RequireSession.tsx';
import { AppShell } from './AppShell.tsx';
// Creator Programs and Missions (issue 10)
import { CompanyCreatorProgramPage } from '../programs/pages/CompanyCreatorProgramPage.tsx';
import { CreatorProgramEditPage } from '../programs/pages/CreatorProgramEditPage.tsx';
import { CreatorProgramPage } from '../programs/pages/CreatorProgramPage.tsx';
import { CreatorProgramsPage } from '../programs/pages/CreatorProgramsPage.tsx';
import { JoinProgramPage } from '../programs/pages/JoinProgramPage.tsx';
import { CompanyMissionPage } from '../missions/pages/CompanyMissionPage.tsx';
import { CompanyMissionsPage } from '../missions/pages/CompanyMissionsPage.tsx';
import { MissionEditPage } from '../missions/pages/MissionEditPage.tsx';
import { MissionPage } from '../missions/pages/MissionPage.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
// company (issue 12)
import { CompanySettingsPage } from '../accounts/pages/CompanySettingsPage.tsx';
import { NotesPage } from '../notes/pages/NotesPage.tsx';
import { CreatorManagementPage } from '../creator-management/pages/CreatorManagementPage.tsx';
import { ActivationsOverviewPage, ActivationTypePage } from '../activations/pages/ActivationsOverviewPage.tsx';
import { CreatorPageEditPage } from '../creator-pages/pages/CreatorPageEditPage.tsx';
import { CreatorPagesPage } from '../creator-pages/pages/CreatorPagesPage.tsx';
import { PublicCreatorPage } from '../creator-pages/pages/PublicCreatorPage.tsx';
import { ConnectionsSettingsPage } from '../connections/pages/ConnectionsSettingsPage.tsx';
import { ThirdPartyLoginPage } from '../connections/pages/ThirdPartyLoginPage.tsx';

type InsightsPages = typeof import('../insights/pages/insights-pages.ts');
/** A route's element from the insights pages' own chunk. */
const insightsPage = (element: (pages: InsightsPages) => ReactNode) => async () => ({
  element: element(await import('../insights/pages/insights-pages.ts')),
});

/**
 * The route table. Every page sits in the AppShell, whose layoutFor gives the auth pages an empty
 * header (they render their own AuthLayout) and the others their role's header and panels; pages
 * that need an account also sit behind RequireSession.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppShell />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/register/company', element: <RegisterCompanyPage /> },
          { path: '/register/creator', element: <RegisterCreatorPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/new-password', element: <NewPasswordPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/company/join', element: <JoinCompanyPage /> },
          { path: '/auth/auth', element: <ThirdPartyLoginPage /> },
          { path: '/', element: <HomeRedirect /> },
          // Creator Programs and Missions (issue 10): pages anonymous visitors may open (spec 6).
          { path: '/creator-programs', element: <CreatorProgramsPage /> },
          { path: '/creator-programs/:id', element: <CreatorProgramPage /> },
          { path: '/creator-programs/:id/join', element: <JoinProgramPage /> },
          { path: '/company/:companyId/join', element: <JoinProgramPage /> },
          {
            element: <RequireSession />,
            children: [
              { path: '/home', element: <CompanyHomePage /> },
              { path: '/creator/home', element: <CreatorHomePage /> },
              { path: '/user/creator-access', element: <CreatorAccessPage /> },
              { path: '/user/settings', element: <UserSettingsPage /> },
              { path: '/company/settings/members', element: <CompanyMembersPage /> },
              { path: '/staff/companies', element: <StaffCompanyReviewPage /> },
              { path: '/company/code-manager', element: <CodeManagerPage /> },
              { path: '/company/code-manager/codes', element: <CodeManagerPage /> },
              { path: '/company/creator-lists', element: <CreatorListsPage /> },
              { path: '/company/creator-lists/creators', element: <CreatorListsPage /> },
              { path: '/company/activations/keys', element: <CompanyKeyCampaignsPage /> },
              { path: '/company/activations/keys/ended', element: <CompanyKeyCampaignsPage /> },
              { path: '/company/campaigns/keys', element: <CompanyKeyCampaignsPage /> },
              { path: '/company/campaigns/:id/unusedkeys', element: <UnusedKeysPage /> },
              { path: '/staff/campaigns', element: <StaffHeldCampaignsPage /> },
              { path: '/deals', element: <KeyDealsPage /> },
              { path: '/deals/active', element: <KeyDealsPage /> },
              { path: '/deals/ended', element: <KeyDealsPage /> },
              { path: '/deals/offers', element: <KeyDealsPage /> },
              { path: '/invitations/:id', element: <InvitationPage /> },
              { path: '/campaigns', element: <BrowseKeyCampaignsPage /> },
              { path: '/campaigns/browse', element: <BrowseKeyCampaignsPage /> },
              { path: '/campaigns/browse/recent', element: <BrowseKeyCampaignsPage /> },
              { path: '/campaigns/browse/upcoming', element: <BrowseKeyCampaignsPage /> },
              { path: '/campaigns/:id', element: <KeyCampaignPage /> },
              { path: '/campaigns/:id/participants', element: <KeyCampaignPage tab="participants" /> },
              { path: '/campaigns/:id/participants/:participantTab', element: <KeyCampaignPage tab="participants" /> },
              { path: '/campaigns/:id/results', element: <KeyCampaignPage tab="results" /> },
              { path: '/campaigns/:id/invite-creators', element: <KeyCampaignPage tab="invite" /> },
              { path: '/campaigns/:id/invite-creators/invited-creators', element: <KeyCampaignPage tab="invite" /> },
              { path: '/campaigns/:id/edit', element: <KeyCampaignEditPage /> },
              { path: '/campaigns/:id/edit/:step', element: <KeyCampaignEditPage /> },
              // Quests (issue 9)
              { path: '/company/activations/quests', element: <CompanyQuestsPage /> },
              { path: '/company/campaigns/quests', element: <CompanyQuestsPage /> },
              { path: '/company/quests/create', element: <QuestCreatePage /> },
              { path: '/company/cart', element: <CartPage /> },
              { path: '/company/cart/success', element: <CartSuccessPage /> },
              { path: '/campaigns/quests/browse', element: <BrowseQuestsPage /> },
              { path: '/campaigns/quests/:id', element: <QuestPage /> },
              { path: '/campaigns/quests/:id/participants', element: <QuestCompanyPage /> },
              { path: '/campaigns/quests/:id/participants/:participantTab', element: <QuestCompanyPage /> },
              { path: '/campaigns/quests/:id/edit', element: <QuestEditPage /> },
              { path: '/campaigns/quests/:id/edit/:step', element: <QuestEditPage /> },
              { path: '/campaigns/quests/:id/:runId', element: <QuestRunPage /> },
              { path: '/user/settings/payments', element: <PayoutSettingsPage /> },
              { path: '/creator/quests-onboarding', element: <QuestsOnboardingPage /> },
              // Creator Programs and Missions (issue 10)
              { path: '/creator-programs/memberships', element: <CreatorProgramsPage /> },
              { path: '/creator-programs/:id/missions', element: <CreatorProgramPage tab="missions" /> },
              { path: '/creator-programs/:id/quests', element: <CreatorProgramPage tab="quests" /> },
              { path: '/creator-programs/:id/keys', element: <CreatorProgramPage tab="keys" /> },
              { path: '/creator-programs/:id/edit', element: <CreatorProgramEditPage /> },
              { path: '/creator-programs/:id/edit/:step', element: <CreatorProgramEditPage /> },
              { path: '/company/creator-program', element: <CompanyCreatorProgramPage /> },
              { path: '/company/creator-program/accepted', element: <CompanyCreatorProgramPage /> },
              { path: '/company/creator-program/rejected', element: <CompanyCreatorProgramPage /> },
              { path: '/company/missions', element: <CompanyMissionsPage /> },
              { path: '/company/missions/create', element: <MissionEditPage /> },
              { path: '/company/missions/create/completion-criteria', element: <MissionEditPage step="completion-criteria" /> },
              { path: '/company/missions/create/rewards', element: <MissionEditPage step="rewards" /> },
              { path: '/company/missions/:id', element: <CompanyMissionPage /> },
              { path: '/company/missions/:id/review', element: <CompanyMissionPage tab="review" /> },
              { path: '/company/missions/:id/completed', element: <CompanyMissionPage tab="completed" /> },
              { path: '/company/missions/:id/ended', element: <CompanyMissionPage tab="ended" /> },
              { path: '/company/missions/:id/edit', element: <MissionEditPage /> },
              { path: '/company/missions/:id/completion-criteria', element: <MissionEditPage step="completion-criteria" /> },
              { path: '/company/missions/:id/rewards', element: <MissionEditPage step="rewards" /> },
              { path: '/missions/:id', element: <MissionPage /> },
              // company (issue 12)
              { path: '/company/settings', element: <CompanySettingsPage /> },
              { path: '/company/notes', element: <NotesPage /> },
              { path: '/company/creator-management', element: <CreatorManagementPage /> },
              { path: '/company/creator-management/invite-creators', element: <CreatorManagementPage section="invite-creators" /> },
              {
                path: '/company/creator-management/invite-creators/:tab',
                element: <CreatorManagementPage section="invite-creators" />,
              },
              { path: '/company/creator-management/:section', element: <CreatorManagementPage /> },
              { path: '/company/creator-management/:section/:tab', element: <CreatorManagementPage /> },
              { path: '/company/activations', element: <ActivationsOverviewPage /> },
              { path: '/company/campaigns', element: <ActivationsOverviewPage /> },
              { path: '/company/activations/missions', element: <CompanyMissionsPage /> },
              { path: '/company/activations/missions/ended', element: <CompanyMissionsPage /> },
              { path: '/company/activations/quests/ended', element: <CompanyQuestsPage /> },
              // Creator lane (issue 11): creator pages, settings, connections, creator access, home, shop.
              { path: '/user/creator-pages', element: <CreatorPagesPage /> },
              { path: '/user/settings/connections', element: <ConnectionsSettingsPage /> },
              { path: '/:slug/edit', element: <CreatorPageEditPage /> },
              // insights (issue 13): loaded on first visit, so the chart library stays out of the main bundle.
              { path: '/insights', lazy: insightsPage((m) => <m.InsightsOverviewPage />) },
              { path: '/insights/overview', lazy: insightsPage((m) => <m.InsightsOverviewPage />) },
              { path: '/insights/livestreams', lazy: insightsPage((m) => <m.InsightsLivestreamsPage tab="content-creators" />) },
              {
                path: '/insights/livestreams/content-creators',
                lazy: insightsPage((m) => <m.InsightsLivestreamsPage tab="content-creators" />),
              },
              { path: '/insights/livestreams/games', lazy: insightsPage((m) => <m.InsightsLivestreamsPage tab="games" />) },
              { path: '/insights/creators/:id', lazy: insightsPage((m) => <m.CreatorInsightsPage />) },
              { path: '/insights/creators/:id/:tab', lazy: insightsPage((m) => <m.CreatorInsightsPage />) },
              { path: '/insights/games/:id', lazy: insightsPage((m) => <m.GameInsightsPage />) },
              { path: '/insights/compare', lazy: insightsPage((m) => <m.CompareCreatorsPage />) },
            ],
          },
          // A creator page answers at /{slug} for anyone. React Router ranks static segments above this
          // dynamic one, so it never shadows an app route (creator-page-routes.test.ts holds that and
          // the reserved names together).
          { path: '/:slug', element: <PublicCreatorPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

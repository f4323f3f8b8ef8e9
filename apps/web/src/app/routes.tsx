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
import { RequireSession } from '../session/RequireSession.tsx';
import { AppShell } from './AppShell.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
// company (issue 12)
import { CompanySettingsPage } from '../accounts/pages/CompanySettingsPage.tsx';
import { NotesPage } from '../notes/pages/NotesPage.tsx';
import { CreatorManagementPage } from '../creator-management/pages/CreatorManagementPage.tsx';
import { ActivationsOverviewPage, ActivationTypePage } from '../activations/pages/ActivationsOverviewPage.tsx';

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
          { path: '/', element: <HomeRedirect /> },
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
              { path: '/company/activations/missions', element: <ActivationTypePage type="missions" /> },
              { path: '/company/activations/missions/ended', element: <ActivationTypePage type="missions" /> },
              { path: '/company/activations/quests', element: <ActivationTypePage type="quests" /> },
              { path: '/company/activations/quests/ended', element: <ActivationTypePage type="quests" /> },
              { path: '/company/campaigns/quests', element: <ActivationTypePage type="quests" /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

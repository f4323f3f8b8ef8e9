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
import { RequireSession } from '../session/RequireSession.tsx';
import { AppShell } from './AppShell.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

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
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

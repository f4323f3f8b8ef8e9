import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { JoinCompanyStatus } from '@lurkit/ui/join-company-status/JoinCompanyStatus.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { joinCompany, rejectCompanyInvitation } from '../operations/company-members.operations.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useSession } from '../../shared/session/use-session.ts';

/** The status already states the spec's join failure; only other causes need their own words. */
function failureDetail(error: unknown): string | undefined {
  const { code, message } = toFormServerError(error);
  return code === 'COMPANY.JOIN_FAILED' ? undefined : message;
}

type JoinState =
  | { state: 'joining' }
  | { state: 'joined'; companyName: string }
  | { state: 'confirm-creator' }
  | { state: 'declined'; companyName: string }
  | { state: 'failed'; errorMessage?: string | undefined };

/**
 * /company/join?token=: a signed-in person joins at once; a signed-out one is offered login or sign-up
 * that come back here (the invitation token stays in the return URL).
 */
export function JoinCompanyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { pathname, search } = useLocation();
  const session = useSession();
  const [join, setJoin] = useState<JoinState>({ state: 'joining' });
  const started = useRef(false);
  const signedIn = session.status === 'authenticated';
  const { refresh } = session;

  const joinWith = useCallback(
    (confirmCreatorLeaves: boolean) => {
      setJoin({ state: 'joining' });
      joinCompany(token, confirmCreatorLeaves).then(
        async (company) => {
          setJoin({ state: 'joined', companyName: company.name });
          await refresh(); // the session now carries the company
        },
        (error: unknown) =>
          setJoin(
            toFormServerError(error).code === 'COMPANY.CREATOR_MUST_CONFIRM'
              ? { state: 'confirm-creator' }
              : { state: 'failed', errorMessage: failureDetail(error) },
          ),
      );
    },
    [token, refresh],
  );

  // Declining needs no account: the link is the proof, and a person saying no should not have to sign up.
  const decline = useCallback(() => {
    started.current = true;
    rejectCompanyInvitation(token).then(
      (companyName) => setJoin({ state: 'declined', companyName }),
      (error: unknown) => setJoin({ state: 'failed', errorMessage: toFormServerError(error).message }),
    );
  }, [token]);

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    joinWith(false);
  }, [signedIn, joinWith]);

  return (
    <AuthLayout title="Join company">
      {session.status === 'unauthenticated' && join.state !== 'declined' && join.state !== 'failed' ? (
        <JoinCompanyStatus
          state="signed-out"
          returnTo={`${pathname}${search}`}
          signUpHref={`/register/member?${new URLSearchParams({ token }).toString()}`}
          onDecline={decline}
        />
      ) : (
        <JoinCompanyStatus {...join} onConfirmCreator={() => joinWith(true)} onDecline={decline} />
      )}
    </AuthLayout>
  );
}

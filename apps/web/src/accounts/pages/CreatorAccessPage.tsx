import { CreatorAccessPanel } from '@lurkit/ui/creator-access/CreatorAccessPanel.tsx';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useMyConnections } from '../../connections/index.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useMyCreatorAccess } from '../hooks/use-my-creator-access.ts';
import { requestCreatorAccess } from '../operations/creator-access.operations.ts';

/** /user/creator-access, the home of User accounts: verify a connected channel to become a Creator. */
export function CreatorAccessPage() {
  const access = useMyCreatorAccess();
  const connections = useMyConnections();
  const session = useSession();
  const [requesting, setRequesting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = access.data?.status;

  // Granted makes the person a Creator: the session is read again so the creator navigation appears.
  useEffect(() => {
    if (status === 'granted') void session.refresh();
  }, [status]);

  if (!access.data || !connections.data) return <PageStatus error={access.error ?? connections.error} />;
  // While verification runs the creator waits on the profile-under-review page (spec 2).
  if (status === 'verificationInProgress') return <Navigate to="/user/creator-access/review" replace />;
  return (
    <CreatorAccessPanel
      status={access.data.status}
      channels={access.data.channels}
      thresholds={access.data.thresholds}
      connectedProviders={connections.data.filter((c) => c.isValid).map((c) => c.providerKind)}
      requesting={requesting}
      error={error}
      onRequest={async () => {
        setRequesting(true);
        setError(null);
        try {
          await access.mutate(await requestCreatorAccess(), { revalidate: false });
        } catch (failure) {
          setError(toFormServerError(failure).message);
        } finally {
          setRequesting(false);
        }
      }}
    />
  );
}

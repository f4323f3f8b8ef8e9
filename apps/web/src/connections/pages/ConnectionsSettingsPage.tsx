import { ConnectionsList, type ProviderKind } from '@lurkit/ui/connections/ConnectionsList.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { signInWithProvider } from '../../shared/api/auth-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useMyConnections } from '../hooks/use-my-connections.ts';
import { CONNECTION_REFRESH_TOKEN_UPDATED } from '../hooks/use-reauth-connections.ts';
import { disconnectConnection } from '../operations/connections.operations.ts';
import { UserSettingsTabs } from '../../accounts/index.ts';

/** What the callback's `?error=` codes mean to the person (spec 8: channel already exists, and the flow's own). */
const CALLBACK_ERRORS: Record<string, string> = {
  'CONNECTIONS.CHANNEL_ALREADY_EXISTS': 'This channel is already connected to another Lurkit account.',
  'CONNECTIONS.PROVIDER_ALREADY_CONNECTED': 'You already connected another account of this platform. Disconnect it first.',
  'CONNECTIONS.OAUTH_REFUSED': 'The platform did not accept the connection. Please try again.',
  OAUTH_CANCELLED: 'The connection was cancelled.',
  OAUTH_STATE_MISMATCH: 'The connection expired or did not start here. Please try again.',
  OAUTH_SESSION_CHANGED: 'You signed in as someone else meanwhile. Please try again.',
  OAUTH_PROVIDER_UNAVAILABLE: 'The platform did not answer. Please try again later.',
};

/** /user/settings/connections: Twitch, YouTube and TikTok; connecting or re-authorising goes through the provider. */
export function ConnectionsSettingsPage() {
  const connections = useMyConnections();
  const [params] = useSearchParams();
  const [connecting, setConnecting] = useState<ProviderKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const callbackError = params.get('error');
  const toasts = useToasts();
  return (
    <UserSettingsTabs active="connections">
      <div className="creator-pages">
        <h1>Connections</h1>
        <p>
          Connect your channels so companies see your audience and Lurkit can check campaign requirements. New connections may take up to 24
          hours to show their data.
        </p>
        {!connections.data ? (
          <PageStatus error={connections.error} />
        ) : (
          <ConnectionsList
            connections={connections.data}
            connecting={connecting}
            error={
              error ?? (callbackError ? (CALLBACK_ERRORS[callbackError] ?? 'The connection did not go through. Please try again.') : null)
            }
            onDisconnect={async (provider) => {
              const connection = connections.data?.find((c) => c.providerKind === provider);
              if (!connection) return;
              setError(null);
              try {
                await disconnectConnection(connection.id);
                toasts.add({ type: 'success', content: `${connection.displayName} disconnected.` });
                window.dispatchEvent(new Event(CONNECTION_REFRESH_TOKEN_UPDATED));
                await connections.mutate();
              } catch (failure) {
                setError(toFormServerError(failure).message);
              }
            }}
            onConnect={async (provider) => {
              setConnecting(provider);
              setError(null);
              try {
                const result = await signInWithProvider(provider, '/user/settings/connections');
                if (result.ok) window.location.assign(result.url);
                else setError(result.error.message);
              } catch (failure) {
                setError(toFormServerError(failure).message);
              } finally {
                setConnecting(null);
              }
            }}
          />
        )}
      </div>
    </UserSettingsTabs>
  );
}

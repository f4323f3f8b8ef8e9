import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { Badge } from '../status-badge/StatusBadge.tsx';
import '../creator-pages/CreatorPages.css';

export type ProviderKind = 'twitch' | 'youtube' | 'tiktok';

export interface ConnectionRow {
  providerKind: ProviderKind;
  displayName: string;
  login: string;
  hasRefreshToken: boolean;
  isValid: boolean;
}

export interface ConnectionsListProps {
  /** The person's connections, at most one per provider. */
  connections: readonly ConnectionRow[];
  /** Starts the provider's sign-in to connect it, or to authorise it again. */
  onConnect(provider: ProviderKind): void;
  /** Deletes the provider's connection (refused while a creator page shows it). */
  onDisconnect?(provider: ProviderKind): void;
  /** The provider whose sign-in is starting: its button shows busy. */
  connecting?: ProviderKind | null;
  /** Why the last connect failed (e.g. the channel is another account's). */
  error?: string | null;
}

const PROVIDERS: { kind: ProviderKind; name: string }[] = [
  { kind: 'twitch', name: 'Twitch' },
  { kind: 'youtube', name: 'YouTube' },
  { kind: 'tiktok', name: 'TikTok' },
];

/** Settings → Connections: Twitch, YouTube and TikTok, each connected, needing re-authorisation, or not yet. */
export function ConnectionsList({ connections, onConnect, onDisconnect, connecting = null, error = null }: ConnectionsListProps) {
  return (
    <section className="creator-pages" aria-labelledby="connections-heading">
      <h2 id="connections-heading">Connected accounts</h2>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="creator-pages__list">
        {PROVIDERS.map(({ kind, name }) => {
          const connection = connections.find((c) => c.providerKind === kind);
          const broken = connection && (!connection.isValid || !connection.hasRefreshToken);
          return (
            <li key={kind} className="creator-pages__item">
              <div className="creator-pages__summary">
                <span className="creator-pages__title">{name}</span>
                <span className="creator-pages__address">{connection ? connection.displayName : 'Not connected'}</span>
              </div>
              {connection && (
                <Badge look={broken ? { label: 'Needs re-authorisation', tone: 'warning' } : { label: 'Connected', tone: 'success' }} />
              )}
              {(!connection || broken) && (
                <Button variant={broken ? 'primary' : 'secondary'} loading={connecting === kind} onClick={() => onConnect(kind)}>
                  {broken ? `Reconnect ${name}` : `Connect ${name}`}
                </Button>
              )}
              {connection && onDisconnect && (
                <Button variant="ghost" onClick={() => onDisconnect(kind)}>
                  Disconnect {name}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { formatStockholmOrNever } from './format-last-use.ts';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import './ApiTokens.css';

export interface ApiTokenListItem {
  id: string;
  name: string;
  scopes: readonly string[];
  /** The value's first characters (`lkt_AbC1`). */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ApiTokenListProps {
  tokens: readonly ApiTokenListItem[];
  /** Called once the owner confirmed. */
  onRevoke(id: string): void;
  /** Rows whose revoke is under way. */
  busyIds?: readonly string[];
  /** The last revoke's refusal. */
  error?: string | null;
}

/** The company's live tokens: scopes, created, last used, and Revoke behind a confirmation. */
export function ApiTokenList({ tokens, onRevoke, busyIds = [], error = null }: ApiTokenListProps) {
  const [confirming, setConfirming] = useState<ApiTokenListItem | null>(null);
  if (tokens.length === 0) return <EmptyState title="No API tokens yet">Create one to call the API from your own tools.</EmptyState>;
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <table className="api-tokens__table">
        <caption className="visually-hidden">API tokens</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Scopes</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <th scope="row">
                {token.name}
                <code className="api-tokens__hint">{token.hint}…</code>
              </th>
              <td>{token.scopes.join(', ')}</td>
              <td>{formatStockholmOrNever(token.createdAt)}</td>
              <td>{formatStockholmOrNever(token.lastUsedAt)}</td>
              <td>
                <Button variant="secondary" loading={busyIds.includes(token.id)} onClick={() => setConfirming(token)}>
                  Revoke<span className="visually-hidden"> {token.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={confirming !== null}
        title={`Revoke ${confirming?.name ?? 'the token'}?`}
        confirmLabel="Revoke token"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onRevoke(confirming.id);
          setConfirming(null);
        }}
      >
        <p>Every call with this token is refused from now on. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

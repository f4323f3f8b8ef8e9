import { useState } from 'react';
import { ApiScopesReference } from '@lurkit/ui/api-tokens/ApiScopesReference.tsx';
import { ApiTokenForm } from '@lurkit/ui/api-tokens/ApiTokenForm.tsx';
import { ApiTokenList } from '@lurkit/ui/api-tokens/ApiTokenList.tsx';
import { NewApiTokenValue } from '@lurkit/ui/api-tokens/NewApiTokenValue.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { CompanySettingsTabs } from '../../accounts/index.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useRowAction } from '../../shared/hooks/use-row-action.ts';
import { useApiTokens } from '../hooks/use-api-tokens.ts';
import { createApiToken, revokeApiToken } from '../operations/api-tokens.operations.ts';

/** /company/settings/api: owners create, list and revoke API tokens; everyone reads how to call the API. */
export function CompanyApiPage() {
  const tokens = useApiTokens();
  const create = useServerAction(createApiToken);
  const row = useRowAction(() => tokens.mutate());
  const toasts = useToasts();
  const [created, setCreated] = useState<{ name: string; value: string } | null>(null);
  return (
    <CompanySettingsTabs active="api">
      <h2>API tokens</h2>
      {!tokens.data ? (
        <PageStatus error={tokens.error} />
      ) : (
        <>
          {created ? (
            <NewApiTokenValue name={created.name} value={created.value} onDone={() => setCreated(null)} />
          ) : (
            <ApiTokenForm
              serverError={create.serverError}
              submitting={create.submitting}
              onSubmit={async ({ name, scopes }) => {
                const outcome = await create.run(name, scopes);
                if (!outcome.ok) return;
                setCreated({ name: outcome.value.createApiToken.token.name, value: outcome.value.createApiToken.value });
                toasts.add({ type: 'success', content: 'API token created. Copy it now: it is shown only once.' });
                await tokens.mutate();
              }}
            />
          )}
          <ApiTokenList
            tokens={tokens.data}
            busyIds={row.busyIds}
            error={row.error}
            onRevoke={(id) => void row.run(id, () => revokeApiToken(id), 'API token revoked.')}
          />
        </>
      )}
      <ApiScopesReference endpoint={`${window.location.origin}/api/gql`} />
    </CompanySettingsTabs>
  );
}

import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useCompanyKeyCampaign } from '../hooks/use-company-key-campaigns.ts';
import { formatCount } from '@lurkit/ui/format/format.ts';

/**
 * /company/campaigns/{id}/unusedkeys: per platform, the keys the campaign still offers (offered less
 * claimed) and how many of them the Code Manager can still hand out; the codes themselves stay in the
 * Code Manager, masked.
 */
export function UnusedKeysPage() {
  const { id = '' } = useParams();
  const view = useCompanyKeyCampaign(id);
  if (!view.data) return <PageStatus error={view.error} />;
  const { campaign, keys } = view.data;
  const rows = keys.map((k) => ({ ...k, unused: k.offered - k.claimed, short: Math.max(0, k.offered - k.claimed - k.available) }));
  return (
    <>
      <h1>Unused keys: {campaign.name}</h1>
      <p>
        <RouterLink href={`/campaigns/${id}`}>Back to the campaign</RouterLink>
        {campaign.codeItemId && (
          <>
            {' · '}
            <RouterLink href={`/company/code-manager/codes?item=${campaign.codeItemId}`}>See the codes in the Code Manager</RouterLink>
          </>
        )}
      </p>
      <DataTable
        caption="Unused keys per platform"
        rows={rows}
        getRowId={(r) => r.platform}
        columns={[
          { id: 'platform', header: 'Platform', cell: (r) => r.platform, sortValue: (r) => r.platform },
          { id: 'offered', header: 'Offered', cell: (r) => formatCount(r.offered), align: 'end' },
          { id: 'claimed', header: 'Claimed', cell: (r) => formatCount(r.claimed), align: 'end' },
          { id: 'unused', header: 'Unused', cell: (r) => formatCount(r.unused), sortValue: (r) => r.unused, align: 'end' },
          {
            id: 'stock',
            header: 'In stock',
            cell: (r) => (r.short > 0 ? `${formatCount(r.available)} (add ${formatCount(r.short)} codes)` : formatCount(r.available)),
            align: 'end',
          },
        ]}
        empty={
          <EmptyState title="No keys offered yet" headingLevel={2}>
            Choose a Code Manager item and keys per platform in the creator kit.
          </EmptyState>
        }
      />
    </>
  );
}

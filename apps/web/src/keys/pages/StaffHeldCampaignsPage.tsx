import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Card } from '@lurkit/ui/card/Card.tsx';
import { formatStockholmDateTime } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useHeldKeyCampaigns } from '../hooks/use-company-key-campaigns.ts';
import { ReviewHeldKeyCampaignMutation } from '../operations/company-key-campaigns.operations.ts';

/** /staff/campaigns: a company's first published campaign waits here for account review (spec 4). */
export function StaffHeldCampaignsPage() {
  const held = useHeldKeyCampaigns();
  const toasts = useToasts();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  if (!held.data) return <PageStatus error={held.error} />;

  const decide = async (id: string, decision: 'approve' | 'refuse') => {
    setErrors((e) => ({ ...e, [id]: undefined }));
    try {
      await request(ReviewHeldKeyCampaignMutation, { id, decision, reason: reasons[id] ?? null });
      toasts.add({
        type: 'success',
        content:
          decision === 'approve' ? 'Approved: the campaign is live and the company is reviewed.' : 'Refused: the company sees your reason.',
      });
      await held.mutate();
    } catch (error) {
      setErrors((e) => ({ ...e, [id]: toFormServerError(error).message }));
    }
  };

  return (
    <>
      <h1>Campaigns waiting for review</h1>
      {held.nodes.length === 0 ? (
        <EmptyState title="Nothing waits for review">A company's first published campaign shows up here.</EmptyState>
      ) : (
        held.nodes.map((campaign) => (
          <Card
            key={campaign.id}
            title={campaign.name}
            headingLevel={2}
            eyebrow={`${campaign.company.name} · Key campaign${campaign.preLaunch ? ' (pre-launch)' : ''}`}
            footer={
              <div className="form__actions">
                <Button onClick={() => void decide(campaign.id, 'approve')}>Approve</Button>
                <Button variant="danger" onClick={() => void decide(campaign.id, 'refuse')}>
                  Refuse
                </Button>
              </div>
            }
          >
            <p>{campaign.game.description || 'No description yet.'}</p>
            <p>
              {campaign.startDate
                ? `Runs ${formatStockholmDateTime(campaign.startDate)} – ${campaign.endDate ? formatStockholmDateTime(campaign.endDate) : 'open'}`
                : 'No dates'}{' '}
              · {campaign.keys.map((k) => `${k.count} ${k.platform} keys`).join(', ') || 'no keys'}
            </p>
            <TextField
              label={`Reason if refused (${campaign.name})`}
              value={reasons[campaign.id] ?? ''}
              onChange={(event) => setReasons((r) => ({ ...r, [campaign.id]: event.target.value }))}
              error={errors[campaign.id]}
            />
          </Card>
        ))
      )}
      {held.error ? <Alert tone="error">Something went wrong. Please try again later.</Alert> : null}
    </>
  );
}

import { Button } from '@lurkit/ui/button/Button.tsx';
import { Card } from '@lurkit/ui/card/Card.tsx';
import { formatStockholmDateTime } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { HeldMissionsQuery, ReviewHeldMissionMutation } from '../operations/staff-missions.operations.ts';

/** /staff/missions: a company's first published mission waits here for account review (spec 4). */
export function StaffHeldMissionsPage() {
  const held = useSWR(['gql:HeldMissions'], () => request(HeldMissionsQuery, {}).then((d) => d.heldMissions));
  const toasts = useToasts();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  if (!held.data) return <PageStatus error={held.error} />;

  const decide = async (id: string, decision: 'approve' | 'refuse') => {
    setErrors((e) => ({ ...e, [id]: undefined }));
    try {
      await request(ReviewHeldMissionMutation, { id, decision, reason: reasons[id] ?? null });
      toasts.add({
        type: 'success',
        content:
          decision === 'approve' ? 'Approved: the mission is live and the company is reviewed.' : 'Refused: the company sees your reason.',
      });
      await held.mutate();
    } catch (error) {
      setErrors((e) => ({ ...e, [id]: toFormServerError(error).message }));
    }
  };

  return (
    <>
      <h1>Missions waiting for review</h1>
      {held.data.length === 0 ? (
        <EmptyState title="Nothing waits for review">A company's first published mission shows up here.</EmptyState>
      ) : (
        held.data.map(({ mission, companyName, heldSince }) => (
          <Card
            key={mission.id}
            title={mission.name}
            headingLevel={2}
            eyebrow={`${companyName} · Mission · waiting since ${formatStockholmDateTime(heldSince)}`}
            footer={
              <div className="form__actions">
                <Button onClick={() => void decide(mission.id, 'approve')}>Approve</Button>
                <Button variant="danger" onClick={() => void decide(mission.id, 'refuse')}>
                  Refuse
                </Button>
              </div>
            }
          >
            <p style={{ whiteSpace: 'pre-wrap' }}>{mission.description || 'No description yet.'}</p>
            <p>
              Starts {formatStockholmDateTime(mission.startDate)}
              {mission.endDate ? ` · ends ${formatStockholmDateTime(mission.endDate)}` : ''} · Games: {mission.gameIds.join(', ') || '–'} ·{' '}
              {mission.rewards.length} {mission.rewards.length === 1 ? 'reward' : 'rewards'}
            </p>
            <TextField
              label={`Reason if refused (${mission.name})`}
              value={reasons[mission.id] ?? ''}
              onChange={(event) => setReasons((r) => ({ ...r, [mission.id]: event.target.value }))}
              error={errors[mission.id]}
            />
          </Card>
        ))
      )}
    </>
  );
}

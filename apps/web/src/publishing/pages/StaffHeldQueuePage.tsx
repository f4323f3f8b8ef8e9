import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Card } from '@lurkit/ui/card/Card.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState, type ReactNode } from 'react';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { ReviewHeldActivationMutation } from '../operations/held-activations.operations.ts';

export type HeldDecision = 'approve' | 'refuse';

/** One held activation as the queue shows it: what it is, whose, and the facts staff judge it by. */
export interface HeldActivation {
  id: string;
  name: string;
  eyebrow: string;
  details: ReactNode;
}

/** What an activation kind gives the staff review queue: its words and its held items; the decision is one for every kind. */
export interface HeldQueueKind {
  /** The kind in running text: "campaign", "mission". */
  noun: string;
  heading: string;
  /** The held items, undefined while the first page loads. */
  useHeld: () => { items: HeldActivation[] | undefined; error: unknown; refresh: () => Promise<unknown> };
}

/** /staff/…: a company's first published activation of one kind waits here for account review (spec 4). */
export function StaffHeldQueuePage({ kind }: { kind: HeldQueueKind }) {
  const held = kind.useHeld();
  const toasts = useToasts();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  if (!held.items) return <PageStatus error={held.error} />;

  const decide = async (id: string, decision: HeldDecision) => {
    setErrors((e) => ({ ...e, [id]: undefined }));
    try {
      await request(ReviewHeldActivationMutation, { id, decision, reason: reasons[id] ?? null });
      toasts.add({
        type: 'success',
        content:
          decision === 'approve'
            ? `Approved: the ${kind.noun} is live and the company is reviewed.`
            : 'Refused: the company sees your reason.',
      });
      await held.refresh();
    } catch (error) {
      setErrors((e) => ({ ...e, [id]: toFormServerError(error).message }));
    }
  };

  return (
    <>
      <h1>{kind.heading}</h1>
      {held.items.length === 0 ? (
        <EmptyState title="Nothing waits for review">A company's first published {kind.noun} shows up here.</EmptyState>
      ) : (
        held.items.map((item) => (
          <Card
            key={item.id}
            title={item.name}
            headingLevel={2}
            eyebrow={item.eyebrow}
            footer={
              <div className="form__actions">
                <Button onClick={() => void decide(item.id, 'approve')}>Approve</Button>
                <Button variant="danger" onClick={() => void decide(item.id, 'refuse')}>
                  Refuse
                </Button>
              </div>
            }
          >
            {item.details}
            <TextField
              label={`Reason if refused (${item.name})`}
              value={reasons[item.id] ?? ''}
              onChange={(event) => setReasons((r) => ({ ...r, [item.id]: event.target.value }))}
              error={errors[item.id]}
            />
          </Card>
        ))
      )}
      {held.error ? <Alert tone="error">Something went wrong. Please try again later.</Alert> : null}
    </>
  );
}

import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Card } from '@lurkit/ui/card/Card.tsx';
import { formatDateTime, formatUsd } from '@lurkit/ui/format/format.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useBrowseQuests } from '../hooks/use-quests.ts';

/** /campaigns/quests/browse: Quests an approved creator can bid on (spec 6). */
export function BrowseQuestsPage() {
  const quests = useBrowseQuests();
  if (quests.error) {
    const error = toFormServerError(quests.error);
    return (
      <>
        <h1>Quests</h1>
        <Alert tone="info" title="Quests need approval">
          {error.message} <RouterLink href="/creator/quests-onboarding">Start the Quest onboarding</RouterLink>
        </Alert>
      </>
    );
  }
  if (!quests.data) return <PageStatus error={null} />;
  return (
    <>
      <h1>Quests</h1>
      {quests.data.length === 0 ? (
        <EmptyState title="No Quests open right now">New Quests appear here as companies publish them.</EmptyState>
      ) : (
        <ul className="card-grid">
          {quests.data.map((q) => (
            <li key={q.id}>
              <Card
                headingLevel={2}
                title={q.name}
                href={`/campaigns/quests/${q.id}`}
                eyebrow={q.kind === 'gamePromotion' ? 'Game promotion' : 'Product promotion'}
              >
                <p>
                  Until {formatDateTime(q.endDate)}
                  {q.budget && <> · budget {formatUsd(q.budget.cents)}</>}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

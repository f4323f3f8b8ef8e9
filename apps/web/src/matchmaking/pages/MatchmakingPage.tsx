import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { MatchmakingListsTable } from '@lurkit/ui/matchmaking/MatchmakingListsTable.tsx';
import { MatchmakingResults } from '@lurkit/ui/matchmaking/MatchmakingResults.tsx';
import { MatchmakingWizard } from '@lurkit/ui/matchmaking/MatchmakingWizard.tsx';
import type { MatchmakingActivationOption } from '@lurkit/ui/matchmaking/matchmaking.types.ts';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useMatchmakingChoices, useMatchmakingList, useMatchmakingLists } from '../hooks/use-matchmaking.ts';
import {
  changeMatchmakingSelection,
  clearMatchmakingSelection,
  generateMatchmakingList,
  inviteMatchmakingSelection,
  loosenMatchmakingList,
  type MatchmakingListView,
} from '../operations/matchmaking.operations.ts';

type Activation = 'KEY' | 'QUEST';

export interface MatchmakingPageProps {
  /** Set on an activation's routes (/campaigns/{id}/... is KEY, /campaigns/quests/{id}/... is QUEST): the wizard starts with it. */
  activationType?: Activation;
}

/** Where a list's results live: under the activation it was opened from, or under creator management. */
function basePath(activationType: Activation | undefined, activationId: string | undefined) {
  if (activationType === 'KEY' && activationId) return `/campaigns/${activationId}/invite-creators/matchmaking`;
  if (activationType === 'QUEST' && activationId) return `/campaigns/quests/${activationId}/invite-creators/matchmaking`;
  return '/company/creator-management/invite-creators/matchmaking';
}

/**
 * Matchmaking (spec 2): the lists at .../matchmaking, the wizard at .../matchmaking/new, and a list's
 * static results at .../matchmaking/{id}.
 */
export function MatchmakingPage({ activationType }: MatchmakingPageProps) {
  const { id: activationId, listId } = useParams();
  const base = basePath(activationType, activationId);
  return (
    <div className="matchmaking-page">
      <h1>Matchmaking</h1>
      {listId === 'new' ? (
        <NewList base={base} initial={activationType && activationId ? { type: activationType, id: activationId } : undefined} />
      ) : listId ? (
        <Results listId={listId} base={base} />
      ) : (
        <Lists base={base} />
      )}
    </div>
  );
}

function Lists({ base }: { base: string }) {
  const lists = useMatchmakingLists();
  const newLink = <RouterLink href={`${base}/new`}>Run matchmaking</RouterLink>;
  if (!lists.data) return <PageStatus error={lists.error} />;
  return (
    <>
      <p>{newLink}</p>
      <MatchmakingListsTable lists={lists.data} hrefOf={(l) => `${base}/${l.id}`} newAction={newLink} />
    </>
  );
}

function NewList({ base, initial }: { base: string; initial: { type: Activation; id: string } | undefined }) {
  const choices = useMatchmakingChoices(true);
  const navigate = useNavigate();
  const toasts = useToasts();
  const generate = useServerAction(generateMatchmakingList);
  if (!choices.data) return <PageStatus error={choices.error} />;
  const activations: MatchmakingActivationOption[] = [
    ...choices.data.companyQuests.edges.map((e) => ({ type: 'QUEST' as const, id: e.node.id, name: e.node.name })),
    ...choices.data.companyKeyCampaigns.edges.map((e) => ({
      type: 'KEY' as const,
      id: e.node.id,
      name: e.node.name,
      gameName: e.node.game.name,
    })),
  ];
  return (
    <MatchmakingWizard
      activations={activations}
      initialActivation={initial}
      games={choices.data.insightsGameSearch}
      serverError={generate.serverError?.message ?? null}
      onSubmit={async (values) => {
        const outcome = await generate.run(values);
        if (!outcome.ok) return;
        toasts.add({ type: 'success', content: `Matchmaking found ${outcome.value.results?.matches.length ?? 0} creators.` });
        await navigate(`${base}/${outcome.value.id}`);
      }}
    />
  );
}

function Results({ listId, base }: { listId: string; base: string }) {
  const list = useMatchmakingList(listId);
  const navigate = useNavigate();
  const toasts = useToasts();
  const addToList = useAddToListModal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!list.data) return <PageStatus error={list.error} />;
  const view = list.data;
  if (!view.results) return <Alert tone="info">These results are being generated.</Alert>;

  /** Runs one change; the page shows the list the server answers, or the spec's message on failure. */
  const change = async (run: () => Promise<Omit<MatchmakingListView, 'looserFilters'>>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      // A selection changes no filter: the advice on loosening one stays as it was read.
      await list.mutate({ ...(await run()), looserFilters: view.looserFilters }, { revalidate: false });
    } catch (cause) {
      setError(`${failure} ${toFormServerError(cause).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <MatchmakingResults
      brief={view.brief}
      generatedAt={view.results.generatedAt}
      totalSuggestedOfferCents={view.results.totalSuggestedOffer.cents}
      rows={view.results.matches}
      busy={busy}
      error={error}
      onChangeSelection={(select, unselect) =>
        void change(() => changeMatchmakingSelection(listId, select, unselect), 'Unable to update selected rows.')
      }
      onClearSelection={() => void change(() => clearMatchmakingSelection(listId), 'Unable to clear selected rows.')}
      looserFilters={view.looserFilters}
      onLoosen={async (filter) => {
        setBusy(true);
        setError(null);
        try {
          const looser = await loosenMatchmakingList(listId, filter);
          toasts.add({ type: 'success', content: `Matchmaking found ${looser.results?.matches.length ?? 0} creators.` });
          await navigate(`${base}/${looser.id}`);
        } catch (cause) {
          setError(toFormServerError(cause).message);
        } finally {
          setBusy(false);
        }
      }}
      onAddToList={addToList}
      onInvite={async () => {
        setBusy(true);
        setError(null);
        try {
          const report = await inviteMatchmakingSelection(listId);
          const already = report.lines.filter((l) => l.outcome === 'ALREADY_INVITED').length;
          toasts.add({
            type: 'success',
            content: `${report.invited === 1 ? 'One creator' : `${report.invited} creators`} invited${already ? `; ${already} already invited before` : ''}.`,
          });
        } catch (cause) {
          setError(toFormServerError(cause).message);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

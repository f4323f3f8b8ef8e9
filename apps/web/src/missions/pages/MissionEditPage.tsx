import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { useMyCreatorProgram } from '../../programs/index.ts';
import './MissionEditPage.css';
import { useLeaveGuard } from '../../shared/forms/use-leave-guard.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { CodeManagerItemsQuery } from '../../codes/index.ts';
import { useCompanyMission } from '../hooks/use-missions.ts';
import { CreateMissionMutation, UpdateMissionMutation } from '../operations/company-missions.operations.ts';
import { EMPTY, fromMission, stepOf, type MissionForm, type Step } from './mission-form.ts';
import { MissionCriteriaStep } from './MissionCriteriaStep.tsx';
import { MissionGeneralStep } from './MissionGeneralStep.tsx';
import { MissionRewardsStep } from './MissionRewardsStep.tsx';

const STEP_PATHS = ['', 'completion-criteria', 'rewards'] as const;

const save = (id: string | null, values: MissionForm) =>
  id
    ? request(UpdateMissionMutation, { id, values: { ...values } }).then((d) => d.updateMission)
    : request(CreateMissionMutation, { values: { ...values } }).then((d) => d.createMission);

/** /company/missions/create and /{id}/edit, /completion-criteria, /rewards: the mission setup wizard (spec 2). */
export function MissionEditPage({ step = 'general' }: { step?: Step }) {
  const { id = null } = useParams();
  const mission = useCompanyMission(id);
  const program = useMyCreatorProgram();
  const items = useSWR(['gql:CodeManagerItems'], () => request(CodeManagerItemsQuery, {}));
  const navigate = useNavigate();
  const toasts = useToasts();
  const saving = useServerAction(save);
  const [form, setForm] = useState<MissionForm | null>(id ? null : EMPTY);
  // The form as last loaded or saved: the guard asks before leaving only when the form differs from it.
  const saved = useRef<string>(JSON.stringify(EMPTY));
  useEffect(() => {
    if (!id || !mission.data || form !== null) return;
    const loaded = fromMission(mission.data);
    saved.current = JSON.stringify(loaded);
    setForm(loaded);
  }, [id, mission.data, form]);
  const base = id ? `/company/missions/${id}` : '/company/missions/create';
  const stepHrefs = STEP_PATHS.map((path) => (path === '' ? (id ? `${base}/edit` : base) : `${base}/${path}`));
  const run = async (values: MissionForm) => {
    const outcome = await saving.run(id, { ...values });
    if (outcome.ok) saved.current = JSON.stringify(values);
    return outcome;
  };
  useLeaveGuard({
    isDirty: () => form !== null && JSON.stringify(form) !== saved.current,
    onSave: async () => form !== null && (await run(form)).ok,
    // The three tabs show one form: moving between them keeps the edits.
    staysInside: (next) => stepHrefs.includes(next.pathname),
  });
  if (program.data === null) {
    return (
      <>
        <h1>{id ? 'Edit mission' : 'Create a mission'}</h1>
        <EmptyState title="Missions belong to a Creator Program">
          Create your Creator Program first: its members take your missions.{' '}
          <RouterLink href="/creator-programs/new/edit">Create a Creator Program</RouterLink>
        </EmptyState>
      </>
    );
  }
  if (form === null) return <PageStatus error={mission.error} />;
  const tabs = [
    { id: 'general', label: 'General', href: stepHrefs[0]! },
    { id: 'completion-criteria', label: 'Completion criteria', href: stepHrefs[1]! },
    { id: 'rewards', label: 'Rewards', href: stepHrefs[2]! },
  ] as const;
  const set = (changes: Partial<MissionForm>) => setForm({ ...form, ...changes });
  const errorAt = (field: string) => (saving.serverError?.field === field ? saving.serverError.message : undefined);
  const itemOptions = (items.data?.codeManagerItems ?? []).map((i: { id: string; name: string }) => ({ value: i.id, label: i.name }));
  // The company's games are the games of its Code Manager items (the catalogue it keeps codes for),
  // with any game the mission already names kept choosable.
  const gameOptions = [
    ...new Set([
      ...(items.data?.codeManagerItems ?? []).flatMap((i: { game: string | null }) => (i.game ? [i.game] : [])),
      ...form.gameIds,
    ]),
  ].sort((x, y) => x.localeCompare(y));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await run(form);
    if (!outcome.ok) {
      const field = outcome.error.field;
      if (field) await navigate(tabs.find((t) => t.id === stepOf(field))!.href);
      return;
    }
    toasts.add({ type: 'success', content: 'Mission saved.' });
    if (!id) await navigate(`/company/missions/${outcome.value.id}`);
    else await mission.mutate();
  };
  return (
    <form className="mission-edit" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{id ? `Edit ${form.name || 'mission'}` : 'Create a mission'}</h1>
      <UrlTabs label="Mission setup" tabs={tabs} activeId={step} panelId="mission-step" />
      <div id="mission-step" role="tabpanel">
        {saving.serverError && !saving.serverError.field ? <Alert tone="error">{saving.serverError.message}</Alert> : null}
        {saving.serverError?.field ? <Alert tone="error">{saving.serverError.message}</Alert> : null}
        {step === 'general' && <MissionGeneralStep form={form} set={set} errorAt={errorAt} gameOptions={gameOptions} />}
        {step === 'completion-criteria' && <MissionCriteriaStep form={form} set={set} errorAt={errorAt} />}
        {step === 'rewards' && <MissionRewardsStep form={form} set={set} errorAt={errorAt} itemOptions={itemOptions} />}
      </div>
      <Button type="submit" loading={saving.submitting}>
        Save mission
      </Button>
    </form>
  );
}

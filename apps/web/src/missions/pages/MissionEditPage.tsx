import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { DateTimePicker } from '@lurkit/ui/date-time-picker/DateTimePicker.tsx';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
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
  const setReward = (r: number, changes: Record<string, unknown>) =>
    set({ rewards: form.rewards.map((x, i) => (i === r ? { ...x, ...changes } : x)) });
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
        {step === 'general' && (
          <>
            <TextField label="Name" value={form.name} error={errorAt('name')} onChange={(e) => set({ name: e.target.value })} />
            <Textarea
              label="Description"
              value={form.description}
              error={errorAt('description')}
              onChange={(e) => set({ description: e.target.value })}
            />
            <fieldset>
              <legend>Games</legend>
              {gameOptions.length === 0 ? (
                <p>
                  Your games come from the Code Manager: <RouterLink href="/company/code-manager">add a game there</RouterLink> to choose
                  it.
                </p>
              ) : (
                gameOptions.map((game) => (
                  <Checkbox
                    key={game}
                    label={game}
                    checked={form.gameIds.includes(game)}
                    onChange={(e) => set({ gameIds: e.target.checked ? [...form.gameIds, game] : form.gameIds.filter((g) => g !== game) })}
                  />
                ))
              )}
              {errorAt('gameIds') ? <Alert tone="error">{errorAt('gameIds')}</Alert> : null}
            </fieldset>
            <DateTimePicker
              label="Start date"
              value={form.startDate}
              error={errorAt('startDate')}
              onChange={(startDate) => set({ startDate })}
            />
            <DateTimePicker
              label="End date (optional)"
              value={form.endDate}
              error={errorAt('endDate')}
              onChange={(endDate) => set({ endDate })}
            />
            <TextField
              label="Repeat count (0 unlimited, 1 once, N times)"
              inputMode="numeric"
              value={form.repeatCount}
              error={errorAt('repeatCount')}
              onChange={(e) => set({ repeatCount: Number(e.target.value) })}
            />
            <Checkbox
              label="Automatic review: approve creators who meet the criteria"
              checked={form.automaticReview}
              onChange={(e) => set({ automaticReview: e.target.checked })}
            />
            <Textarea
              label="Mission kit (optional): what creators get when they join"
              value={form.kit}
              error={errorAt('kit')}
              onChange={(e) => set({ kit: e.target.value })}
            />
          </>
        )}
        {step === 'completion-criteria' && <MissionCriteriaStep form={form} set={set} errorAt={errorAt} />}
        {step === 'rewards' && (
          <>
            <fieldset>
              <legend>Pro-rated rewards</legend>
              <Checkbox
                label="Pay a share of the code rewards for a share of the target"
                checked={form.proRatedFromPercent !== null}
                onChange={(e) => set({ proRatedFromPercent: e.target.checked ? 50 : null })}
              />
              {form.proRatedFromPercent !== null ? (
                <TextField
                  label="Lowest share of the target that pays (%)"
                  inputMode="numeric"
                  value={form.proRatedFromPercent}
                  error={errorAt('proRatedFromPercent')}
                  onChange={(e) => set({ proRatedFromPercent: Number(e.target.value) })}
                />
              ) : null}
              <p>
                A creator who reaches that share or more is approved for the share reached and claims that share of each code reward
                (rounded down). Merchandise and custom rewards need the whole target. Creators see this before they join.
              </p>
            </fieldset>
            {form.rewards.map((r, i) => (
              <fieldset key={i}>
                <legend>
                  Reward {i + 1}: {r.kind === 'codes' ? 'codes' : r.kind}
                </legend>
                {r.kind === 'codes' ? (
                  <>
                    <Select
                      label="Code Manager item"
                      placeholder="Choose an item"
                      value={String(r.itemId ?? '')}
                      options={itemOptions}
                      error={errorAt(`rewards.${i}.itemId`)}
                      onChange={(e) => setReward(i, { itemId: e.target.value })}
                    />
                    <TextField
                      label="Platforms (comma separated)"
                      value={(r.platforms as string[]).join(', ')}
                      error={errorAt(`rewards.${i}.platforms`)}
                      onChange={(e) =>
                        setReward(i, {
                          platforms: e.target.value
                            .split(',')
                            .map((p) => p.trim())
                            .filter(Boolean),
                        })
                      }
                    />
                    <TextField
                      label="Number of codes"
                      inputMode="numeric"
                      value={Number(r.numberOfCodes)}
                      error={errorAt(`rewards.${i}.numberOfCodes`)}
                      onChange={(e) => setReward(i, { numberOfCodes: Number(e.target.value) })}
                    />
                  </>
                ) : (
                  <>
                    <TextField
                      label="Name"
                      value={String(r.name ?? '')}
                      error={errorAt(`rewards.${i}.name`)}
                      onChange={(e) => setReward(i, { name: e.target.value })}
                    />
                    <TextField
                      label={r.kind === 'merchandise' ? 'Image URL' : 'Image URL (optional)'}
                      value={String(r.imageUrl ?? '')}
                      error={errorAt(`rewards.${i}.imageUrl`)}
                      onChange={(e) => setReward(i, { imageUrl: e.target.value })}
                    />
                    {r.kind === 'merchandise' ? (
                      <>
                        <TextField
                          label="Number of items"
                          inputMode="numeric"
                          value={Number(r.numberOfItems)}
                          error={errorAt(`rewards.${i}.numberOfItems`)}
                          onChange={(e) => setReward(i, { numberOfItems: Number(e.target.value) })}
                        />
                        <Checkbox
                          label="Collect a shipping address"
                          checked={Boolean(r.collectAddress)}
                          onChange={(e) => setReward(i, { collectAddress: e.target.checked })}
                        />
                      </>
                    ) : (
                      <>
                        <Textarea
                          label="Description"
                          value={String(r.description ?? '')}
                          error={errorAt(`rewards.${i}.description`)}
                          onChange={(e) => setReward(i, { description: e.target.value })}
                        />
                        <Checkbox
                          label="I will deliver this reward to the creators who earn it"
                          checked={r.agreement === true}
                          error={errorAt(`rewards.${i}.agreement`)}
                          onChange={(e) => setReward(i, { agreement: e.target.checked })}
                        />
                      </>
                    )}
                    <Textarea
                      label="Message (optional)"
                      value={String(r.message ?? '')}
                      onChange={(e) => setReward(i, { message: e.target.value })}
                    />
                  </>
                )}
                <Button variant="ghost" onClick={() => set({ rewards: form.rewards.filter((_, j) => j !== i) })}>
                  Remove reward {i + 1}
                </Button>
              </fieldset>
            ))}
            <Button
              variant="secondary"
              onClick={() => set({ rewards: [...form.rewards, { kind: 'codes', itemId: '', platforms: ['Steam'], numberOfCodes: 1 }] })}
            >
              Add codes
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                set({
                  rewards: [...form.rewards, { kind: 'merchandise', name: '', imageUrl: '', numberOfItems: 10, collectAddress: true }],
                })
              }
            >
              Add merchandise
            </Button>
            <Button
              variant="secondary"
              onClick={() => set({ rewards: [...form.rewards, { kind: 'custom', name: '', description: '', agreement: false }] })}
            >
              Add a custom reward
            </Button>
          </>
        )}
      </div>
      <Button type="submit" loading={saving.submitting}>
        Save mission
      </Button>
    </form>
  );
}

import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { ApplicantPicksFields } from '@lurkit/ui/creator-lists/ApplicantPicks.tsx';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { RESPONSE_DAYS_OPTIONS } from '@lurkit/core/shared/response-days.schema.ts';
import { CONTINENTS } from '@lurkit/core/requirements/domain/requirements.schema.ts';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useLeaveGuard } from '../../shared/forms/use-leave-guard.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useCreatorLists } from '../../creator-lists/index.ts';
import { useMyCreatorProgram } from '../hooks/use-programs.ts';
import { SaveCreatorProgramMutation, type MyCreatorProgram } from '../operations/company-creator-program.operations.ts';

type Step = 'basic' | 'requirements' | 'perks' | 'application-form';
type Access = { mode: 'all' } | { mode: 'count'; count: number } | { mode: 'list'; ids: string[] };
type Audience = MyCreatorProgram['requirements']['audience'];

interface ProgramForm {
  name: string;
  description: string;
  visibility: 'discoverable' | 'hidden';
  requirements: {
    audience: Audience;
    location: { countries: string[]; continents: string[] };
    languages: string[];
    /** Who may apply: creators on these lists or picked by user id; both empty, anyone meeting the rest. */
    creatorListIds: string[];
    whitelist: string[];
  };
  perks: string[];
  keyAccess: Access;
  questAccess: Access;
  questions: { id?: string; text: string; required: boolean }[];
  codeOfConduct: string;
  /** The request SLA: days an application may wait for an answer; null: no deadline. */
  applicationResponseDays: number | null;
}

const NO_DEADLINE = 'none';

const NO_AUDIENCE: Audience = {
  twitchFollowers: null,
  twitchAverageConcurrentViewers: null,
  youtubeSubscribers: null,
  youtubeAverageConcurrentViewers: null,
  youtubeAverageViewsPerVideo: null,
  youtubeAverageViewsPerShort: null,
  tiktokFollowers: null,
  tiktokAverageViewsPerShort: null,
};

const CONTINENT_LABELS: Record<(typeof CONTINENTS)[number], string> = {
  africa: 'Africa',
  antarctica: 'Antarctica',
  asia: 'Asia',
  europe: 'Europe',
  northAmerica: 'North America',
  oceania: 'Oceania',
  southAmerica: 'South America',
};

const EMPTY: ProgramForm = {
  name: '',
  description: '',
  visibility: 'discoverable',
  requirements: { audience: NO_AUDIENCE, location: { countries: [], continents: [] }, languages: [], creatorListIds: [], whitelist: [] },
  perks: [],
  keyAccess: { mode: 'all' },
  questAccess: { mode: 'all' },
  questions: [],
  codeOfConduct: '',
  applicationResponseDays: null,
};

const toAccess = (a: MyCreatorProgram['keyAccess']): Access =>
  a.mode === 'count' ? { mode: 'count', count: a.count ?? 1 } : a.mode === 'list' ? { mode: 'list', ids: [...a.ids] } : { mode: 'all' };

const fromProgram = (p: MyCreatorProgram): ProgramForm => ({
  name: p.name,
  description: p.description,
  visibility: p.visibility === 'hidden' ? 'hidden' : 'discoverable',
  requirements: {
    audience: p.requirements.audience,
    location: { countries: [...p.requirements.countries], continents: [...p.requirements.continents] },
    languages: [...p.requirements.languages],
    creatorListIds: [...p.creatorListIds],
    whitelist: [...p.whitelist],
  },
  perks: [...p.perks],
  keyAccess: toAccess(p.keyAccess),
  questAccess: toAccess(p.questAccess),
  questions: p.questions.map((q) => ({ id: q.id, text: q.text, required: q.required })),
  codeOfConduct: p.codeOfConduct,
  applicationResponseDays: p.applicationResponseDays ?? null,
});

const STEP_OF_FIELD = (field: string): Step =>
  field.startsWith('requirements')
    ? 'requirements'
    : field.startsWith('perks')
      ? 'perks'
      : /^(questions|codeOfConduct|applicationResponseDays)/.test(field)
        ? 'application-form'
        : 'basic';

const save = (values: ProgramForm) => request(SaveCreatorProgramMutation, { values: { ...values } });
const splitList = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** The program's steps are tabs of one form: moving between them keeps the edits and asks nothing. */
const EDIT_PATH = /^\/creator-programs\/[^/]+\/edit(\/|$)/;

/** /creator-programs/{id}/edit (+ /requirements, /perks, /application-form); `new` creates the company's program. */
export function CreatorProgramEditPage() {
  const { id = 'new', step: rawStep } = useParams();
  const step: Step = rawStep === 'requirements' || rawStep === 'perks' || rawStep === 'application-form' ? rawStep : 'basic';
  const program = useMyCreatorProgram();
  const creatorLists = useCreatorLists();
  const navigate = useNavigate();
  const toasts = useToasts();
  const saving = useServerAction(save);
  const [form, setForm] = useState<ProgramForm | null>(null);
  // The values as last loaded or saved: anything else is an unsaved edit, held on the way out (spec 2).
  const [loaded, setLoaded] = useState<ProgramForm | null>(null);
  useEffect(() => {
    if (program.data === undefined || form !== null) return;
    const start = program.data ? fromProgram(program.data) : EMPTY;
    setForm(start);
    setLoaded(start);
  }, [program.data, form]);
  const dirty = form !== null && JSON.stringify(form) !== JSON.stringify(loaded);
  useLeaveGuard({
    isDirty: () => dirty,
    onSave: async () => form === null || (await saving.run(form)).ok,
    staysInside: (next) => EDIT_PATH.test(next.pathname),
  });
  if (program.data === undefined || form === null) return <PageStatus error={program.error} />;
  const base = `/creator-programs/${program.data?.id ?? id}/edit`;
  const tabs = [
    { id: 'basic', label: 'Basic', href: base },
    { id: 'requirements', label: 'Requirements', href: `${base}/requirements` },
    { id: 'perks', label: 'Perks', href: `${base}/perks` },
    { id: 'application-form', label: 'Application form', href: `${base}/application-form` },
  ] as const;
  const set = (changes: Partial<ProgramForm>) => setForm({ ...form, ...changes });
  const errorAt = (field: string) => (saving.serverError?.field === field ? saving.serverError.message : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saving.run(form);
    if (!outcome.ok) {
      if (outcome.error.field) await navigate(tabs.find((t) => t.id === STEP_OF_FIELD(outcome.error.field!))!.href);
      return;
    }
    toasts.add({ type: 'success', content: 'Creator Program saved.' });
    setForm(null);
    await program.mutate();
    if (!program.data) await navigate(`/creator-programs/${outcome.value.saveCreatorProgram.id}/edit/${step === 'basic' ? '' : step}`);
  };
  const audience = (key: keyof Audience, label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={form.requirements.audience[key] ?? ''}
      error={errorAt(`requirements.audience.${key}`)}
      onChange={(e) =>
        set({ requirements: { ...form.requirements, audience: { ...form.requirements.audience, [key]: numberOrNull(e.target.value) } } })
      }
    />
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h1>{program.data ? `Edit ${program.data.name}` : 'Create your Creator Program'}</h1>
      <UrlTabs label="Creator Program steps" tabs={tabs} activeId={step} panelId="program-step" />
      <div id="program-step" role="tabpanel">
        {saving.serverError && !saving.serverError.field ? <Alert tone="error">{saving.serverError.message}</Alert> : null}
        {step === 'basic' && (
          <>
            <TextField label="Program name" value={form.name} error={errorAt('name')} onChange={(e) => set({ name: e.target.value })} />
            <Textarea
              label="Description"
              value={form.description}
              error={errorAt('description')}
              onChange={(e) => set({ description: e.target.value })}
            />
            <Checkbox
              label="Hidden: only creators with the link can find and join it"
              checked={form.visibility === 'hidden'}
              onChange={(e) => set({ visibility: e.target.checked ? 'hidden' : 'discoverable' })}
            />
            <AccessField
              label="Key campaigns"
              value={form.keyAccess}
              onChange={(keyAccess) => set({ keyAccess })}
              error={errorAt('keyAccess.count')}
            />
            <AccessField
              label="Quests"
              value={form.questAccess}
              onChange={(questAccess) => set({ questAccess })}
              error={errorAt('questAccess.count')}
            />
          </>
        )}
        {step === 'requirements' && (
          <>
            {audience('twitchFollowers', 'Twitch followers (at least)')}
            {audience('twitchAverageConcurrentViewers', 'Twitch average concurrent viewers (at least)')}
            {audience('youtubeSubscribers', 'YouTube subscribers (at least)')}
            {audience('youtubeAverageConcurrentViewers', 'YouTube average concurrent viewers (at least)')}
            {audience('youtubeAverageViewsPerVideo', 'YouTube average views per video (at least)')}
            {audience('youtubeAverageViewsPerShort', 'YouTube average views per short (at least)')}
            {audience('tiktokFollowers', 'TikTok followers (at least)')}
            {audience('tiktokAverageViewsPerShort', 'TikTok average views per short (at least)')}
            <fieldset>
              <legend>Continents (none: anywhere)</legend>
              {CONTINENTS.map((continent) => (
                <Checkbox
                  key={continent}
                  label={CONTINENT_LABELS[continent]}
                  checked={form.requirements.location.continents.includes(continent)}
                  onChange={(e) => {
                    const others = form.requirements.location.continents.filter((c) => c !== continent);
                    const continents = e.target.checked ? [...others, continent] : others;
                    set({ requirements: { ...form.requirements, location: { ...form.requirements.location, continents } } });
                  }}
                />
              ))}
            </fieldset>
            <TextField
              label="Countries (ISO codes, e.g. SE NO)"
              value={form.requirements.location.countries.join(' ')}
              error={errorAt('requirements.location.countries.0')}
              onChange={(e) =>
                set({
                  requirements: { ...form.requirements, location: { ...form.requirements.location, countries: splitList(e.target.value) } },
                })
              }
            />
            <TextField
              label="Languages (ISO codes, e.g. en sv)"
              value={form.requirements.languages.join(' ')}
              error={errorAt('requirements.languages.0')}
              onChange={(e) => set({ requirements: { ...form.requirements, languages: splitList(e.target.value) } })}
            />
            <ApplicantPicksFields
              creatorLists={creatorLists.data ?? []}
              value={{ creatorListIds: form.requirements.creatorListIds, whitelist: form.requirements.whitelist }}
              listsError={errorAt('requirements.creatorListIds')}
              onChange={(picks) => set({ requirements: { ...form.requirements, ...picks } })}
            />
          </>
        )}
        {step === 'perks' && (
          <>
            {form.perks.map((perk, i) => (
              <div key={i}>
                <TextField
                  label={`Perk ${i + 1}`}
                  value={perk}
                  error={errorAt(`perks.${i}`)}
                  onChange={(e) => set({ perks: form.perks.map((p, j) => (j === i ? e.target.value : p)) })}
                />
                <Button variant="ghost" onClick={() => set({ perks: form.perks.filter((_, j) => j !== i) })}>
                  Remove perk {i + 1}
                </Button>
              </div>
            ))}
            <Button variant="secondary" onClick={() => set({ perks: [...form.perks, ''] })}>
              Add a perk
            </Button>
          </>
        )}
        {step === 'application-form' && (
          <>
            {form.questions.map((q, i) => (
              <fieldset key={q.id ?? `new-${i}`}>
                <legend>Question {i + 1}</legend>
                <TextField
                  label="Question"
                  value={q.text}
                  error={errorAt(`questions.${i}.text`)}
                  onChange={(e) => set({ questions: form.questions.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)) })}
                />
                <Checkbox
                  label="Required"
                  checked={q.required}
                  onChange={(e) => set({ questions: form.questions.map((x, j) => (j === i ? { ...x, required: e.target.checked } : x)) })}
                />
                <Button variant="ghost" onClick={() => set({ questions: form.questions.filter((_, j) => j !== i) })}>
                  Remove question {i + 1}
                </Button>
              </fieldset>
            ))}
            <Button variant="secondary" onClick={() => set({ questions: [...form.questions, { text: '', required: false }] })}>
              Add a question
            </Button>
            <Textarea
              label="Code of conduct"
              value={form.codeOfConduct}
              error={errorAt('codeOfConduct')}
              onChange={(e) => set({ codeOfConduct: e.target.value })}
            />
            <Select
              label="Answer applications within"
              hint="Applications left unanswered this long are declined automatically, and the creator is told why."
              options={[
                { value: NO_DEADLINE, label: 'No deadline' },
                ...RESPONSE_DAYS_OPTIONS.map((days) => ({ value: String(days), label: `${days} days` })),
              ]}
              value={String(form.applicationResponseDays ?? NO_DEADLINE)}
              error={errorAt('applicationResponseDays')}
              onChange={(e) => set({ applicationResponseDays: e.target.value === NO_DEADLINE ? null : Number(e.target.value) })}
            />
          </>
        )}
      </div>
      <Button type="submit" loading={saving.submitting}>
        Save program
      </Button>
    </form>
  );
}

/** Members reach all Key campaigns (or Quests), a number of them, or none but those listed (spec 3). */
function AccessField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Access;
  onChange: (a: Access) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset>
      <legend>Access to {label}</legend>
      <Checkbox
        label={`All ${label}`}
        checked={value.mode === 'all'}
        onChange={(e) => onChange(e.target.checked ? { mode: 'all' } : { mode: 'count', count: 1 })}
      />
      {value.mode === 'count' ? (
        <TextField
          label={`Number of ${label}`}
          inputMode="numeric"
          value={value.count}
          error={error}
          onChange={(e) => onChange({ mode: 'count', count: Number(e.target.value) })}
        />
      ) : null}
    </fieldset>
  );
}

import { VipAccessNote } from '@lurkit/ui/vip-access/VipAccessNote.tsx';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { applicantProfileSchema } from '@lurkit/core/programs/domain/application.schema.ts';
import { useState } from 'react';
import * as v from 'valibot';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { isBarePath } from '../../shared/routing/bare-path.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { loginUrlFor } from '../../shared/routing/safe-callback-url.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useCreatorProgramPage, useProgramEligibility } from '../hooks/use-programs.ts';
import { ApplyToCreatorProgramMutation } from '../operations/creator-programs.operations.ts';

const STEPS = ['register', 'requirements', 'demographics', 'hardware', 'code-of-conduct', 'application', 'thank-you'] as const;
type Step = (typeof STEPS)[number];
const STEP_LABELS: Record<Step, string> = {
  register: 'Register',
  requirements: 'Requirements',
  demographics: 'Demographics',
  hardware: 'Hardware',
  'code-of-conduct': 'Code of conduct',
  application: 'Application',
  'thank-you': 'Thank you',
};

/** The requirement groups in words where the name alone does not say it. */
const GROUP_LABELS: Record<string, string> = { selection: 'picked creators' };

interface Draft {
  country: string;
  languages: string;
  hardware: string;
  acceptCodeOfConduct: boolean;
  answers: Record<string, string>;
}

const profileOf = (draft: Draft) => ({
  country: draft.country.trim() || null,
  languages: draft.languages.split(/[\s,]+/).filter(Boolean),
  hardware: draft.hardware
    .split(/\n|,/)
    .map((h) => h.trim())
    .filter(Boolean),
});

const apply = (programId: string, draft: Draft) =>
  request(ApplyToCreatorProgramMutation, {
    programId,
    acceptCodeOfConduct: draft.acceptCodeOfConduct,
    answers: Object.entries(draft.answers).map(([questionId, answer]) => ({ questionId, answer })),
    profile: profileOf(draft),
  });

/** The profile fields each step asks for: a step is checked by the server's own rules before moving on. */
type ProfileField = 'country' | 'languages' | 'hardware';
const STEP_FIELDS: Partial<Record<Step, readonly [ProfileField, ...ProfileField[]]>> = {
  demographics: ['country', 'languages'],
  hardware: ['hardware'],
};

/** The first refusal of each of the step's fields, keyed as the server names them (`profile.languages.0`). */
function stepErrors(step: Step, draft: Draft): Record<string, string> {
  const fields = STEP_FIELDS[step];
  if (!fields) return {};
  const parsed = v.safeParse(v.pick(applicantProfileSchema, fields), profileOf(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const key = `profile.${v.getDotPath(issue) ?? ''}`;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The join flow (spec 2): /creator-programs/{id}/join and /company/{companyId}/join?program={id}[&unbranded=true].
 * Anonymous visitors start at Register; each step is kept in the page until the application is sent.
 */
export function JoinProgramPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const programId = params.id ?? search.get('program') ?? '';
  const unbranded = search.get('unbranded') === 'true';
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const isCreator = signedIn && session.user.userType === 'Creator';
  const page = useCreatorProgramPage(programId);
  const eligibility = useProgramEligibility(programId, isCreator);
  const sending = useServerAction(apply);
  const location = useLocation();
  // Until the creator moves, the first step follows the session (it is still loading on the first render).
  const [chosenStep, setStep] = useState<Step | null>(null);
  const step: Step = chosenStep ?? (signedIn ? 'requirements' : 'register');
  const [draft, setDraft] = useState<Draft>({ country: '', languages: '', hardware: '', acceptCodeOfConduct: false, answers: {} });
  const [stepRefusals, setStepRefusals] = useState<Record<string, string>>({});
  if (!page.data) return <PageStatus error={page.error} />;
  const { program } = page.data;
  const next = () => {
    const refused = stepErrors(step, draft);
    setStepRefusals(refused);
    if (Object.keys(refused).length === 0) setStep(STEPS[STEPS.indexOf(step) + 1] ?? 'thank-you');
  };
  const back = () => setStep(STEPS[Math.max(STEPS.indexOf(step) - 1, signedIn ? 1 : 0)] ?? 'register');
  const errorAt = (field: string) =>
    stepRefusals[field] ?? (sending.serverError?.field === field ? sending.serverError.message : undefined);
  const here = `${location.pathname}${location.search}`;
  // Bare join paths have no shell, so the page brings the main landmark; inside the shell it has one already.
  const Frame = isBarePath(location.pathname) ? 'main' : 'div';

  if (page.data.membershipState !== 'none' && step !== 'thank-you') {
    return (
      <Frame className="join-program">
        <h1>{program.name}</h1>
        <p>{page.data.membershipLabel}</p>
        <RouterLink href={`/creator-programs/${program.id}`}>
          {page.data.membershipState === 'accepted' ? 'Visit program' : 'Back to the program'}
        </RouterLink>
      </Frame>
    );
  }
  return (
    <Frame className="join-program" style={{ maxWidth: '40rem', margin: '0 auto', padding: '1rem' }}>
      {unbranded ? null : <p>{program.company.name}</p>}
      <h1>Join {program.name}</h1>
      <ol aria-label="Join steps" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
        {STEPS.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} style={{ fontWeight: s === step ? 700 : 400 }}>
            {STEP_LABELS[s]}
          </li>
        ))}
      </ol>
      <h2>{STEP_LABELS[step]}</h2>
      {step === 'register' && (
        <>
          <p>Create a creator account, or sign in, to apply. You come back here afterwards.</p>
          <RouterLink href={`/register/creator?callbackUrl=${encodeURIComponent(here)}`}>Register as a creator</RouterLink>{' '}
          <RouterLink href={loginUrlFor(here)}>Sign in</RouterLink>
          {signedIn ? <Button onClick={next}>Continue</Button> : null}
        </>
      )}
      {step === 'requirements' && (
        <>
          {!isCreator ? <Alert tone="warning">Only creators can join Creator Programs.</Alert> : null}
          <VipAccessNote vipAccess={eligibility.data?.vipAccess} />
          {eligibility.data ? (
            <ul>
              {eligibility.data.groups.map((g) => (
                <li key={g.group}>
                  <strong>
                    {GROUP_LABELS[g.group] ?? g.group}: {g.status}
                  </strong>{' '}
                  {g.reasons.join(' ')}
                </li>
              ))}
            </ul>
          ) : null}
          <Button onClick={next} disabled={!isCreator || eligibility.data?.eligible === false}>
            Continue
          </Button>
        </>
      )}
      {step === 'demographics' && (
        <>
          <TextField
            label="Country (ISO code, e.g. SE)"
            value={draft.country}
            error={errorAt('profile.country')}
            onChange={(e) => setDraft({ ...draft, country: e.target.value })}
          />
          <TextField
            label="Languages you create in (e.g. en sv)"
            value={draft.languages}
            error={Object.entries(stepRefusals).find(([key]) => key.startsWith('profile.languages'))?.[1] ?? errorAt('profile.languages.0')}
            onChange={(e) => setDraft({ ...draft, languages: e.target.value })}
          />
          <Button onClick={next}>Continue</Button>
        </>
      )}
      {step === 'hardware' && (
        <>
          <Textarea
            label="Your hardware, one per line (PC, PS5, Quest 3…)"
            value={draft.hardware}
            error={Object.entries(stepRefusals).find(([key]) => key.startsWith('profile.hardware'))?.[1]}
            onChange={(e) => setDraft({ ...draft, hardware: e.target.value })}
          />
          <Button onClick={next}>Continue</Button>
        </>
      )}
      {step === 'code-of-conduct' && (
        <>
          <p style={{ whiteSpace: 'pre-wrap' }}>{program.codeOfConduct}</p>
          <Checkbox
            label="I accept the code of conduct"
            checked={draft.acceptCodeOfConduct}
            error={errorAt('acceptCodeOfConduct')}
            onChange={(e) => setDraft({ ...draft, acceptCodeOfConduct: e.target.checked })}
          />
          <Button onClick={next} disabled={!draft.acceptCodeOfConduct}>
            Continue
          </Button>
        </>
      )}
      {step === 'application' && (
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const outcome = await sending.run(program.id, draft);
            if (outcome.ok) {
              setStep('thank-you');
              await page.mutate();
            }
          }}
        >
          {sending.serverError && !sending.serverError.field?.startsWith('answers.') ? (
            <Alert tone="error">{sending.serverError.message}</Alert>
          ) : null}
          {program.questions.length === 0 ? <p>No questions: send your application.</p> : null}
          {program.questions.map((q) => (
            <Textarea
              key={q.id}
              label={`${q.text}${q.required ? ' (required)' : ''}`}
              value={draft.answers[q.id] ?? ''}
              error={errorAt(`answers.${q.id}`)}
              onChange={(e) => setDraft({ ...draft, answers: { ...draft.answers, [q.id]: e.target.value } })}
            />
          ))}
          <Button type="submit" loading={sending.submitting}>
            Send application
          </Button>
        </form>
      )}
      {step === 'thank-you' && (
        <>
          <p>Thank you! Your application was sent. The company will review it; you will see the decision on the program page.</p>
          <RouterLink href={`/creator-programs/${program.id}`}>Back to the program</RouterLink>
        </>
      )}
      {step !== 'register' && step !== 'thank-you' && step !== 'requirements' ? (
        <Button variant="ghost" onClick={back}>
          Back
        </Button>
      ) : null}
    </Frame>
  );
}

import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { DateTimePicker } from '@lurkit/ui/date-time-picker/DateTimePicker.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import type { MissionForm } from './mission-form.ts';

interface MissionGeneralStepProps {
  form: MissionForm;
  set: (changes: Partial<MissionForm>) => void;
  errorAt: (field: string) => string | undefined;
  /** The games the company may choose: its Code Manager items' games. */
  gameOptions: readonly string[];
}

/** The mission wizard's General step: name, description, games, dates, repeats, review and kit (spec 2). */
export function MissionGeneralStep({ form, set, errorAt, gameOptions }: MissionGeneralStepProps) {
  return (
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
            Your games come from the Code Manager: <RouterLink href="/company/code-manager">add a game there</RouterLink> to choose it.
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
      <DateTimePicker label="Start date" value={form.startDate} error={errorAt('startDate')} onChange={(startDate) => set({ startDate })} />
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
  );
}

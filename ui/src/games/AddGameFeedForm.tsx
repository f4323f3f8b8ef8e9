import { gameFeedFormSchema } from '@lurkit/core/games/domain/game-feed.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

export interface AddGameFeedFormProps {
  /** The game the feed is for, as the form names it. */
  gameName: string;
  /** Answers false when the feed was refused, so the form keeps what was typed. */
  onSubmit(values: { url: string; authorized: boolean }): void | boolean | Promise<void | boolean>;
  submitting?: boolean;
  /** The server's refusal, shown at its field (url) or above the button. */
  serverError?: FormServerError | null;
}

/** A company adds an RSS or Atom feed to a game's news (spec 5: URL required, authorization confirmed). */
export function AddGameFeedForm({ gameName, onSubmit, submitting = false, serverError }: AddGameFeedFormProps) {
  // The box starts unticked: the schema takes only `true`, so no default is given for it.
  const { register, handleSubmit, setError, getValues, formState, reset } = useSchemaForm(gameFeedFormSchema, { url: '' });
  const alert = useServerError({ setError, getValues }, serverError);
  return (
    <form
      className="form"
      noValidate
      aria-label={`Add a news feed to ${gameName}`}
      onSubmit={handleSubmit(async (values) => {
        if ((await onSubmit(values)) !== false) reset();
      })}
    >
      <TextField
        label="RSS feed URL"
        type="url"
        inputMode="url"
        placeholder="https://store.steampowered.com/feeds/news/app/…"
        hint="An RSS or Atom feed of the game's news; it is read every few minutes."
        {...register('url')}
        error={formState.errors.url?.message}
      />
      <Checkbox
        label="I am authorised to share this feed on Lurkit"
        {...register('authorized')}
        error={formState.errors.authorized?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <div>
        <Button type="submit" loading={submitting}>
          Add feed
        </Button>
      </div>
    </form>
  );
}

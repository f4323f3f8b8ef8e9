import { gameInfoStepSchema } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { useStepForm, type StepFormProps } from './step-form.ts';
import '../forms/form.css';

export type GameInfoValues = { gameName: string; description: string; genres: string[]; media: string[]; steamAppId: number | null };

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Game info: the game's name, description, genres (browse filter) and image links. */
export function GameInfoStepForm(props: StepFormProps<GameInfoValues>) {
  const form = useSchemaForm(gameInfoStepSchema, props.defaultValues);
  useStepForm(form, props);
  const alert = useServerError(form, props.serverError);
  const { errors } = form.formState;
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label="Game name" {...form.register('gameName')} error={errors.gameName?.message} />
      <Textarea label="Description" rows={6} showCount {...form.register('description')} error={errors.description?.message} />
      <TextField
        label="Genres"
        hint="Separate genres with commas; creators filter by them."
        defaultValue={props.defaultValues.genres.join(', ')}
        onChange={(event) => form.setValue('genres', lines(event.target.value), { shouldDirty: true })}
        error={errors.genres?.message}
      />
      <Textarea
        label="Image links"
        hint="One https:// link per line; the first is the header image."
        rows={3}
        defaultValue={props.defaultValues.media.join('\n')}
        onChange={(event) => form.setValue('media', lines(event.target.value), { shouldDirty: true })}
        error={errors.media?.message ?? (Array.isArray(errors.media) ? errors.media.find(Boolean)?.message : undefined)}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

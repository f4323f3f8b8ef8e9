import { gameInfoStepSchema } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { useState } from 'react';
import { SteamImport, type SteamImportResult } from './SteamImport.tsx';
import { useStepForm, type StepFormProps } from './step-form.ts';
import '../forms/form.css';

export type GameInfoValues = { gameName: string; description: string; genres: string[]; media: string[]; steamAppId: number | null };

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export interface GameInfoStepFormProps extends StepFormProps<GameInfoValues> {
  /** Looks a Steam store link up (the catalogue provider; the sandbox when no store is configured). */
  onImportSteam?(storeUrl: string): Promise<SteamImportResult>;
}

/** Game info: the game's name, description, genres (browse filter) and image links, or all of them from Steam. */
export function GameInfoStepForm({ onImportSteam, ...props }: GameInfoStepFormProps) {
  const form = useSchemaForm(gameInfoStepSchema, props.defaultValues);
  useStepForm(form, props);
  const alert = useServerError(form, props.serverError);
  const { errors } = form.formState;
  // The list fields read their text once; an import remounts them with the imported values.
  const [imported, setImported] = useState<{ count: number; note: string | null }>({ count: 0, note: null });
  const values = form.getValues();
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      {onImportSteam && (
        <SteamImport
          onImportSteam={onImportSteam}
          onImported={(game, steamAppId) => {
            const set = { shouldDirty: true, shouldValidate: true } as const;
            form.setValue('gameName', game.name, set);
            if (!game.missingDescription) form.setValue('description', game.description, set);
            form.setValue('genres', game.genres.slice(0, 10), set);
            form.setValue('media', game.media.slice(0, 12), set);
            form.setValue('steamAppId', steamAppId, set);
            const notes = [
              game.missingDescription ? 'Steam import found no description.' : null,
              game.sandbox ? 'Sample data from the sandbox catalogue, not the live store.' : null,
            ];
            setImported((i) => ({ count: i.count + 1, note: notes.filter(Boolean).join(' ') || null }));
          }}
        />
      )}
      {imported.note && <p role="status">{imported.note}</p>}
      <TextField label="Game name" {...form.register('gameName')} error={errors.gameName?.message} />
      <Textarea label="Description" rows={6} showCount {...form.register('description')} error={errors.description?.message} />
      <TextField
        label="Genres"
        hint="Separate genres with commas; creators filter by them."
        key={`genres-${imported.count}`}
        defaultValue={(values.genres ?? props.defaultValues.genres).join(', ')}
        onChange={(event) => form.setValue('genres', lines(event.target.value), { shouldDirty: true })}
        error={errors.genres?.message}
      />
      <Textarea
        label="Image links"
        hint="One https:// link per line; the first is the header image."
        rows={3}
        key={`media-${imported.count}`}
        defaultValue={(values.media ?? props.defaultValues.media).join('\n')}
        onChange={(event) => form.setValue('media', lines(event.target.value), { shouldDirty: true })}
        error={errors.media?.message ?? (Array.isArray(errors.media) ? errors.media.find(Boolean)?.message : undefined)}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

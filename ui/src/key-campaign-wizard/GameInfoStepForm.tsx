import {
  GAME_DESCRIPTION_MAX_LENGTH,
  gameInfoStepSchema,
  keyContentSchema,
  MAX_MEDIA,
  MAX_TAGS,
  type GameInfoStepInput,
} from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { Alert } from '../alert/Alert.tsx';
import { LineListInput } from '../line-list-input/LineListInput.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { ListTextField } from './ListTextField.tsx';
import { SteamImport, type SteamGame, type SteamImportResult } from './SteamImport.tsx';
import { StepFormFrame, useStepForm, type StepFormProps } from './step-form.tsx';

export type GameInfoStepOutput = v.InferOutput<typeof gameInfoStepSchema>;
export interface GameInfoStepFormProps extends StepFormProps<GameInfoStepInput, GameInfoStepOutput> {
  /** Looks a Steam store link up; the fields are filled from the answer. */
  onImportSteam(storeUrl: string): Promise<SteamImportResult>;
}

/** Image lines are links like content links: http:// or https:// (core's httpUrl, via keyContentSchema). */
const checkLink = (line: string) => {
  const result = v.safeParse(keyContentSchema, { url: line });
  return result.success ? null : result.issues[0].message;
};
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
const firstError = (errors: unknown) =>
  Array.isArray(errors) ? (errors.find(Boolean) as { message?: string } | undefined)?.message : (errors as { message?: string })?.message;

/** Game info: what creators read about the game; Import from Steam fills it in. */
export function GameInfoStepForm({ onImportSteam, ...props }: GameInfoStepFormProps) {
  const { form, alert, onSubmit } = useStepForm(gameInfoStepSchema, props);
  const [imported, setImported] = useState<{ game: SteamGame; count: number } | null>(null);
  const { errors } = form.formState;
  const fill = (game: SteamGame, steamAppId: number) => {
    const dirty = { shouldDirty: true, shouldValidate: false };
    form.setValue('gameName', game.name, dirty);
    form.setValue('description', game.description, dirty);
    form.setValue('genres', game.genres.slice(0, MAX_TAGS), dirty);
    form.setValue('media', game.media.slice(0, MAX_MEDIA), dirty);
    form.setValue('steamAppId', steamAppId, dirty);
    setImported((last) => ({ game, count: (last?.count ?? 0) + 1 }));
  };
  return (
    <StepFormFrame onSubmit={() => void onSubmit()} alert={alert} submitting={props.submitting} disabled={props.disabled}>
      <SteamImport onImportSteam={onImportSteam} onImported={fill} />
      {imported && (
        <Alert tone={imported.game.missingDescription ? 'warning' : 'success'} title={`Imported ${imported.game.name} from Steam.`}>
          {imported.game.missingDescription && <p>Steam import found no description. Write one for creators below.</p>}
          {imported.game.sandbox && <p>Sandbox: these details are sample data, not the live Steam store page.</p>}
          {!imported.game.missingDescription && !imported.game.sandbox && <p>Check the fields, then save.</p>}
        </Alert>
      )}
      <TextField label="Game name" {...form.register('gameName')} error={errors.gameName?.message} />
      <Textarea
        label="Description"
        rows={6}
        maxLength={GAME_DESCRIPTION_MAX_LENGTH}
        showCount
        {...form.register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={form.control}
        name="genres"
        render={({ field, fieldState }) => (
          <ListTextField
            label="Genres"
            hint="Separated by commas; creators filter campaigns by genre."
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="media"
        render={({ field }) => (
          <LineListInput
            // Remounted by an import, which brings new links.
            key={imported?.count ?? 0}
            label="Image links"
            hint={`One link per line, up to ${MAX_MEDIA}; the first is the header image.`}
            itemName={['image link', 'image links']}
            rows={4}
            defaultValue={(field.value ?? []).join('\n')}
            validate={checkLink}
            // Every line goes to the schema, so a bad link blocks the save with the schema's message.
            onChange={(result) => field.onChange(lines(result.text))}
            error={firstError(errors.media)}
          />
        )}
      />
    </StepFormFrame>
  );
}

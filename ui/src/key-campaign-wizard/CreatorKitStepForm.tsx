import {
  creatorKitStepSchema,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  type CreatorKitStepInput,
} from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '../button/Button.tsx';
import { DateTimePicker } from '../date-time-picker/DateTimePicker.tsx';
import { Select } from '../select/Select.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { KeyCountRow } from './KeyCountRow.tsx';
import type { CreatorKitStepOutput, KitItem } from './kit-item.ts';
import { StepFormFrame, useStepForm, type StepFormProps } from './step-form.tsx';

export type { CreatorKitStepOutput, KitItem };
export interface CreatorKitStepFormProps extends StepFormProps<CreatorKitStepInput, CreatorKitStepOutput> {
  /** The company's Code Manager items the keys can come from. */
  items: readonly KitItem[];
}

const TYPE_LABELS: Record<KitItem['type'], string> = { game: 'Game', dlc: 'DLC', demo: 'Demo', inGameItem: 'In-game item', other: 'Other' };

/** Creator kit: the Code Manager item, keys per platform from its stock, and what creators must agree to. */
export function CreatorKitStepForm({ items, ...props }: CreatorKitStepFormProps) {
  const { form, alert, onSubmit } = useStepForm(creatorKitStepSchema, props);
  const keys = useFieldArray({ control: form.control, name: 'keys' });
  const item = items.find((i) => i.id === form.watch('codeItemId'));
  const chosen = (form.watch('keys') ?? []).map((k) => k.platform);
  const unused = item?.platforms.filter((p) => !chosen.includes(p.platform)) ?? [];
  const { errors } = form.formState;
  return (
    <StepFormFrame onSubmit={() => void onSubmit()} alert={alert} submitting={props.submitting} disabled={props.disabled}>
      <Controller
        control={form.control}
        name="codeItemId"
        render={({ field, fieldState }) => (
          <Select
            label="Game or item from your Code Manager"
            placeholder="Choose a game or item"
            options={items.map((i) => ({ value: i.id, label: `${i.name} (${TYPE_LABELS[i.type]})` }))}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(event) => {
              field.onChange(event.target.value || null);
              // Platforms belong to the item: another item starts the key rows over.
              keys.replace([]);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <fieldset className="step-form__group">
        <legend>Keys per platform</legend>
        {!item && <p className="step-form__note">Choose a game or item first; its platforms and stock show here.</p>}
        {item &&
          keys.fields.map((row, index) => (
            <KeyCountRow key={row.id} form={form} index={index} item={item} taken={chosen} onRemove={() => keys.remove(index)} />
          ))}
        {errors.keys?.message && (
          <p className="field__error" role="alert">
            {errors.keys.message}
          </p>
        )}
        {item && (
          <Button
            variant="secondary"
            disabled={unused.length === 0}
            onClick={() => keys.append({ platform: unused[0]?.platform ?? '', count: 1 })}
          >
            Add a platform
          </Button>
        )}
      </fieldset>
      <Textarea
        label="Special instructions (optional)"
        hint="Creators accept these, and the embargo, before they claim a key."
        rows={5}
        maxLength={SPECIAL_INSTRUCTIONS_MAX_LENGTH}
        showCount
        {...form.register('specialInstructions')}
        error={errors.specialInstructions?.message}
      />
      <Controller
        control={form.control}
        name="embargo"
        render={({ field, fieldState }) => (
          <DateTimePicker
            label="Embargo (optional)"
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </StepFormFrame>
  );
}

import { creatorKitStepSchema } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { useFieldArray } from 'react-hook-form';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { DateTimePicker } from '../date-time-picker/DateTimePicker.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { useStepForm, type StepFormProps } from './step-form.ts';
import '../forms/form.css';
import './KeyCampaignSteps.css';
import { formatCount } from '../format/format.ts';

export type CreatorKitValues = {
  codeItemId: string | null;
  keys: { platform: string; count: number }[];
  specialInstructions: string;
  embargo: string | null;
};

export interface KitItemOption {
  id: string;
  name: string;
  platforms: { platform: string; available: number }[];
}

export interface CreatorKitStepFormProps extends StepFormProps<CreatorKitValues> {
  /** The company's Code Manager items the keys can come from. */
  items: readonly KitItemOption[];
}

/** Creator kit: the Code Manager item, keys per platform, special instructions and embargo creators must accept. */
export function CreatorKitStepForm({ items, ...props }: CreatorKitStepFormProps) {
  const form = useSchemaForm(creatorKitStepSchema, props.defaultValues as never);
  useStepForm(form, {
    ...props,
    onSave: (values) => props.onSave({ ...values, embargo: values.embargo ? values.embargo.toISOString() : null } as CreatorKitValues),
  });
  const alert = useServerError(form, props.serverError);
  const keys = useFieldArray({ control: form.control, name: 'keys' as never });
  const errors = form.formState.errors as Record<string, unknown>;
  const keyErrors = (errors.keys ?? []) as ({ platform?: { message?: string }; count?: { message?: string } } | undefined)[] & {
    message?: string;
  };
  const itemId = form.watch('codeItemId') as string | null;
  const item = items.find((i) => i.id === itemId);
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Select
        label="Game or item from your Code Manager"
        placeholder="Choose a game or item"
        options={items.map((i) => ({ value: i.id, label: i.name }))}
        value={itemId ?? ''}
        onChange={(event) => form.setValue('codeItemId' as never, (event.target.value || null) as never, { shouldDirty: true })}
        error={(errors.codeItemId as { message?: string } | undefined)?.message}
      />
      <fieldset className="form">
        <legend>Keys per platform</legend>
        {keys.fields.map((field, index) => (
          <div key={field.id} className="key-kit-row">
            <Select
              label="Platform"
              placeholder="Choose a platform"
              options={(item?.platforms ?? []).map((p) => ({
                value: p.platform,
                label: `${p.platform} (${formatCount(p.available)} available)`,
              }))}
              {...form.register(`keys.${index}.platform` as never)}
              error={keyErrors[index]?.platform?.message}
            />
            <TextField
              label="Keys"
              type="number"
              min={1}
              inputMode="numeric"
              {...form.register(`keys.${index}.count` as never, { valueAsNumber: true })}
              error={keyErrors[index]?.count?.message}
            />
            <Button variant="ghost" onClick={() => keys.remove(index)}>
              Remove
            </Button>
          </div>
        ))}
        {keyErrors.message && <p role="alert">{keyErrors.message}</p>}
        <Button
          variant="secondary"
          disabled={!item}
          onClick={() => keys.append({ platform: item?.platforms[0]?.platform ?? '', count: 10 } as never)}
        >
          Add a platform
        </Button>
      </fieldset>
      <Textarea label="Special instructions (optional)" rows={4} showCount {...form.register('specialInstructions' as never)} />
      <DateTimePicker
        label="Embargo (optional)"
        value={(form.watch('embargo') as string | Date | null | undefined) ?? null}
        onChange={(value) => form.setValue('embargo' as never, value as never, { shouldDirty: true })}
        error={(errors.embargo as { message?: string } | undefined)?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

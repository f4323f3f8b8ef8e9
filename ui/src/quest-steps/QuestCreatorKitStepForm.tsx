import { creatorKitStepSchema, type QuestCreatorKitStepInput } from '@lurkit/core/quests/domain/quest-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import { useStepForm, type StepFormProps } from '../key-campaign-steps/step-form.ts';
import '../forms/form.css';

export type QuestCreatorKitValues = {
  codeManagerItemIds: string[];
  kitKeys: { platform: string; count: number }[];
  kitAssetUrl: string | null;
};

export interface QuestCreatorKitStepFormProps extends StepFormProps<QuestCreatorKitValues> {
  /** The company's Code Manager items to pick from. */
  items: readonly { id: string; name: string }[];
}

/** Creator kit: Code Manager items, codes per platform each paid creator gets, and a .zip or .rar asset link. */
export function QuestCreatorKitStepForm(props: QuestCreatorKitStepFormProps) {
  const form = useSchemaForm(creatorKitStepSchema, props.defaultValues as QuestCreatorKitStepInput);
  useStepForm(form, props);
  const alert = useServerError(form, props.serverError);
  const { errors } = form.formState;
  const chosen = form.watch('codeManagerItemIds') ?? [];
  const kitKeys = form.watch('kitKeys') ?? [];
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset className="form__group">
        <legend>Code Manager items</legend>
        {props.items.length === 0 && <p className="form__hint">Add your game or product in the Code Manager first.</p>}
        {props.items.map((item) => (
          <Checkbox
            key={item.id}
            label={item.name}
            checked={chosen.includes(item.id)}
            disabled={props.disabled}
            onChange={(event) =>
              form.setValue('codeManagerItemIds', event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id), {
                shouldDirty: true,
              })
            }
          />
        ))}
        {errors.codeManagerItemIds?.message && <p role="alert">{errors.codeManagerItemIds.message}</p>}
      </fieldset>
      <TextField
        label="Codes per platform"
        hint="Platform and count, separated by commas: Steam 1, Xbox 1."
        defaultValue={kitKeys.map((k) => `${k.platform} ${k.count}`).join(', ')}
        disabled={props.disabled}
        onChange={(event) =>
          form.setValue(
            'kitKeys',
            event.target.value
              .split(',')
              .map((part) => part.trim())
              .filter((part) => part !== '')
              .map((part) => {
                const match = /^(.*?)\s+(\d+)$/.exec(part);
                return match ? { platform: match[1] ?? '', count: Number(match[2]) } : { platform: part, count: 0 };
              }),
            { shouldDirty: true },
          )
        }
        error={errors.kitKeys?.message ?? (Array.isArray(errors.kitKeys) ? errors.kitKeys.find(Boolean)?.count?.message : undefined)}
      />
      <TextField
        label="Creator kit asset (optional)"
        hint="A link to a .zip or .rar file (up to 2 GB)."
        type="url"
        defaultValue={props.defaultValues.kitAssetUrl ?? ''}
        onChange={(event) =>
          form.setValue('kitAssetUrl', event.target.value.trim() === '' ? null : event.target.value.trim(), { shouldDirty: true })
        }
        error={errors.kitAssetUrl?.message}
        disabled={props.disabled}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

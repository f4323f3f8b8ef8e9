import { accessStepSchema, REQUEST_RESPONSE_DAYS } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import { MultiSelect } from '../multi-select/MultiSelect.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { Select } from '../select/Select.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { useStepForm, type StepFormProps } from './step-form.ts';
import '../forms/form.css';

export type AccessValues = {
  visibility: 'discoverable' | 'hidden';
  creatorListIds: string[];
  whitelist: string[];
  creatorProgramId: string | null;
  allowOffersFromAllCreators: boolean;
  vipAccess: boolean;
  /** Days a request may wait for an answer before it is declined automatically; null: no deadline. */
  requestResponseDays: number | null;
};

const NO_DEADLINE = 'none';

export interface AccessStepFormProps extends StepFormProps<AccessValues> {
  /** The company's creator lists, picked by name; their creators skip the channel-size requirements. */
  creatorLists?: readonly { id: string; name: string }[];
}

/** Access: who finds it (discoverable or hidden), VIP access, everyone welcome, creator lists, creators picked by user id. */
export function AccessStepForm({ creatorLists = [], ...props }: AccessStepFormProps) {
  const form = useSchemaForm(accessStepSchema, props.defaultValues);
  useStepForm(form, props);
  const alert = useServerError(form, props.serverError);
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <RadioGroup
        label="Visibility"
        name="visibility"
        value={form.watch('visibility')}
        onChange={(value) => form.setValue('visibility', value === 'hidden' ? 'hidden' : 'discoverable', { shouldDirty: true })}
        options={[
          { value: 'discoverable', label: 'Discoverable', hint: 'Listed on the browse page for every creator.' },
          { value: 'hidden', label: 'Hidden', hint: 'Only creators with the link, or invited, find it.' },
        ]}
      />
      <Checkbox label="VIP access: creators with VIP access skip the channel-size requirements" {...form.register('vipAccess')} />
      <Checkbox label="Welcome all creators (location and language still apply)" {...form.register('allowOffersFromAllCreators')} />
      <MultiSelect
        label="Creator lists (optional)"
        hint="Creators on these lists skip the channel-size requirements."
        placeholder="Type a list name"
        // A list deleted since it was chosen has no name left to show: it is dropped on the next save.
        options={creatorLists.map((l) => ({ value: l.id, label: l.name }))}
        value={form.watch('creatorListIds').filter((id) => creatorLists.some((l) => l.id === id))}
        onChange={(ids) => form.setValue('creatorListIds', [...ids], { shouldDirty: true })}
      />
      <Textarea
        label="Creators picked by hand (optional)"
        hint="User ids, one per line: they skip the channel-size requirements."
        rows={3}
        defaultValue={props.defaultValues.whitelist.join('\n')}
        onChange={(event) =>
          form.setValue(
            'whitelist',
            event.target.value
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
            { shouldDirty: true },
          )
        }
      />
      <Select
        label="Response deadline for requests"
        hint="Requests left unanswered this long are declined automatically, and the creator is told why."
        options={[
          { value: NO_DEADLINE, label: 'No deadline' },
          ...REQUEST_RESPONSE_DAYS.map((days) => ({ value: String(days), label: `${days} days` })),
        ]}
        value={String(form.watch('requestResponseDays') ?? NO_DEADLINE)}
        error={form.formState.errors.requestResponseDays?.message}
        onChange={(event) =>
          form.setValue('requestResponseDays', event.target.value === NO_DEADLINE ? null : Number(event.target.value), {
            shouldDirty: true,
          })
        }
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

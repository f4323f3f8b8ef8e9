import { accessStepSchema, type AccessStepInput } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Controller } from 'react-hook-form';
import type { InferOutput } from 'valibot';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import { LineListInput } from '../line-list-input/LineListInput.tsx';
import { MultiSelect } from '../multi-select/MultiSelect.tsx';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { Select } from '../select/Select.tsx';
import { StepFormFrame, useStepForm, type StepFormProps } from './step-form.tsx';

export type AccessStepOutput = InferOutput<typeof accessStepSchema>;
/** A creator list or creator program the company owns. */
export interface NamedOption {
  id: string;
  name: string;
}
export interface AccessStepFormProps extends StepFormProps<AccessStepInput, AccessStepOutput> {
  /** The company's creator lists. */
  creatorLists: readonly NamedOption[];
  /** The company's creator programs. */
  creatorPrograms: readonly NamedOption[];
}

const VISIBILITY = [
  { value: 'discoverable', label: 'Discoverable', hint: 'Listed on the Key campaign browse page for every creator.' },
  { value: 'hidden', label: 'Hidden', hint: 'Only invited creators and those with the link find it.' },
];
const toOptions = (items: readonly NamedOption[]) => items.map((item) => ({ value: item.id, label: item.name }));
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Access (spec 3 and 6): who finds the campaign and who may take part besides the requirements. */
export function AccessStepForm({ creatorLists, creatorPrograms, ...props }: AccessStepFormProps) {
  const { form, alert, onSubmit } = useStepForm(accessStepSchema, props);
  const { errors } = form.formState;
  return (
    <StepFormFrame onSubmit={() => void onSubmit()} alert={alert} submitting={props.submitting} disabled={props.disabled}>
      <Controller
        control={form.control}
        name="visibility"
        render={({ field, fieldState }) => (
          <RadioGroup
            label="Visibility"
            name={field.name}
            options={VISIBILITY}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Checkbox
        label="VIP access: creators with VIP access take part whatever the requirements"
        {...form.register('vipAccess')}
        error={errors.vipAccess?.message}
      />
      <Checkbox
        label="Allow all creators: skip the channel-size requirements (location and language still apply)"
        {...form.register('allowOffersFromAllCreators')}
        error={errors.allowOffersFromAllCreators?.message}
      />
      <Controller
        control={form.control}
        name="creatorListIds"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Creator lists (optional)"
            hint="Creators on these lists may take part."
            options={toOptions(creatorLists)}
            value={field.value}
            onChange={(values) => field.onChange([...values])}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="whitelist"
        render={({ field, fieldState }) => (
          <LineListInput
            label="Whitelist (optional)"
            hint="Creator user ids, one per line: these creators may always take part."
            itemName={['user id', 'user ids']}
            rows={3}
            defaultValue={field.value.join('\n')}
            validate={() => null}
            onChange={(result) => field.onChange(lines(result.text))}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="creatorProgramId"
        render={({ field, fieldState }) => (
          <Select
            label="Creator program members (optional)"
            placeholder="No creator program"
            options={toOptions(creatorPrograms)}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || null)}
            error={fieldState.error?.message}
          />
        )}
      />
      <p className="step-form__note">With a creator program chosen, its members qualify and other creators go on the waitlist.</p>
    </StepFormFrame>
  );
}

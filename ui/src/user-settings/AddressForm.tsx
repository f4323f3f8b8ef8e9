import { addressSchema, type AddressInput } from '@lurkit/core/accounts/profile/domain/user-profile.schema.ts';
import type * as v from 'valibot';
import type { FormServerError } from '../forms/server-error.ts';
import type { EditGuardProps } from '../forms/use-report-edits.ts';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { COUNTRY_OPTIONS } from './code-options.ts';
import { useEditForm } from '../forms/use-edit-form.ts';
import { SaveRow } from '../forms/SaveRow.tsx';
import '../forms/form.css';

export type Address = v.InferOutput<typeof addressSchema>;

export interface AddressFormProps {
  /** The saved address, or empty fields. */
  defaultValues: AddressInput;
  /** Called with the checked address when the person saves. */
  onSubmit(values: Address): void | boolean | Promise<void | boolean>;
  /** A page's leave guard for unsaved edits (useEditGuard). */
  guard?: EditGuardProps;
  /** The server's answer to the last save; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the save runs. */
  submitting?: boolean;
}

/** Spec 5 "Address": first and last name, street name and number, ZIP, city, country; province and email optional. */
export function AddressForm({ defaultValues, onSubmit, serverError, submitting = false, guard = {} }: AddressFormProps) {
  const { form, onSubmit: save, alert } = useEditForm(addressSchema, defaultValues, { onSubmit, guard, serverError });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={save}>
      <TextField label="First name" autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
      <TextField label="Last name" autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
      <TextField label="Street name" autoComplete="address-line1" {...register('streetName')} error={errors.streetName?.message} />
      <TextField label="Street number" {...register('streetNumber')} error={errors.streetNumber?.message} />
      <TextField label="ZIP code" autoComplete="postal-code" {...register('zipCode')} error={errors.zipCode?.message} />
      <TextField label="City" autoComplete="address-level2" {...register('city')} error={errors.city?.message} />
      <TextField label="Province (optional)" autoComplete="address-level1" {...register('province')} error={errors.province?.message} />
      <Select
        label="Country"
        placeholder="Choose a country"
        options={COUNTRY_OPTIONS}
        {...register('country')}
        error={errors.country?.message}
      />
      <TextField label="Email (optional)" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
      <SaveRow alert={alert} label="Save to profile" submitting={submitting} />
    </form>
  );
}

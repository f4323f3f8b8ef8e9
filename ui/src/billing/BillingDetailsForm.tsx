import {
  billingDetailsSchema,
  type BillingDetailsForm as BillingDetailsValues,
  type BillingDetailsInput,
} from '@lurkit/core/billing/domain/billing-details.schema.ts';
import type { FormServerError } from '../forms/server-error.ts';
import type { EditGuardProps } from '../forms/use-report-edits.ts';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { COUNTRY_OPTIONS } from '../user-settings/code-options.ts';
import { useEditForm } from '../forms/use-edit-form.ts';
import { SaveRow } from '../forms/SaveRow.tsx';
import '../forms/form.css';

export interface BillingDetailsFormProps {
  defaultValues: BillingDetailsInput;
  onSubmit(values: BillingDetailsValues): void | boolean | Promise<void | boolean>;
  /** A page's leave guard for unsaved edits (useEditGuard). */
  guard?: EditGuardProps;
  /** The server's answer to the last save, beside its field (BILLING.INVALID_VAT_NUMBER at the VAT number). */
  serverError?: FormServerError | null;
  submitting?: boolean;
  /** Members other than the owner read the details without a way to change them. */
  readOnly?: boolean;
}

/**
 * The company's legal details for its invoices: legal name, billing address, country and VAT number,
 * checked by the same schema as the server (a VAT number must fit the country's format).
 */
export function BillingDetailsForm({
  defaultValues,
  onSubmit,
  serverError,
  submitting = false,
  readOnly = false,
  guard = {},
}: BillingDetailsFormProps) {
  const { form, onSubmit: save, alert } = useEditForm(billingDetailsSchema, defaultValues, { onSubmit, guard, serverError });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <form className="form" noValidate aria-label="Billing details" onSubmit={save}>
      <fieldset className="form__fieldset" disabled={readOnly}>
        <TextField label="Legal name" autoComplete="organization" {...register('legalName')} error={errors.legalName?.message} />
        <TextField label="Address" autoComplete="address-line1" {...register('addressLine1')} error={errors.addressLine1?.message} />
        <TextField
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          {...register('addressLine2')}
          error={errors.addressLine2?.message}
        />
        <TextField label="Postal code" autoComplete="postal-code" {...register('postalCode')} error={errors.postalCode?.message} />
        <TextField label="City" autoComplete="address-level2" {...register('city')} error={errors.city?.message} />
        <Select
          label="Country"
          placeholder="Choose a country"
          options={COUNTRY_OPTIONS}
          {...register('country')}
          error={errors.country?.message}
        />
        <TextField
          label="VAT number (optional)"
          hint="With the country prefix, e.g. DE123456789. An EU company outside Sweden with a VAT number is invoiced with reverse charge."
          {...register('vatNumber')}
          error={errors.vatNumber?.message}
        />
      </fieldset>
      <SaveRow
        alert={alert}
        label="Save billing details"
        submitting={submitting}
        readOnlyNote={readOnly && 'Only the company owner can change the billing details.'}
      />
    </form>
  );
}

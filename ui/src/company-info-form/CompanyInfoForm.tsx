import { companyInfoSchema, type CompanyInfo, type CompanyInfoInput } from '@lurkit/core/accounts/domain/company-info.schema.ts';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES } from '@lurkit/core/accounts/domain/company-fields.schema.ts';
import type { FormServerError } from '../forms/server-error.ts';
import type { EditGuardProps } from '../forms/use-report-edits.ts';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { useEditForm } from '../forms/use-edit-form.ts';
import { SaveRow } from '../forms/SaveRow.tsx';
import '../forms/form.css';

const COMPANY_TYPE_OPTIONS = COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }));

export interface CompanyInfoFormProps {
  /** The company's current info (a company registered without a billing email starts with it empty). */
  defaultValues: CompanyInfoInput;
  /** Called with the checked values when the owner saves. */
  onSubmit(values: CompanyInfo): void | boolean | Promise<void | boolean>;
  /** A page's leave guard for unsaved edits (useEditGuard). */
  guard?: EditGuardProps;
  /** The server's answer to the last save; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the save runs. */
  submitting?: boolean;
  /** Members other than the owner see the info without a way to change it. */
  readOnly?: boolean;
}

/** Company settings: name, type, website, company email and billing email, all required (spec 5). */
export function CompanyInfoForm({
  defaultValues,
  onSubmit,
  serverError,
  submitting = false,
  readOnly = false,
  guard = {},
}: CompanyInfoFormProps) {
  const { form, onSubmit: save, alert } = useEditForm(companyInfoSchema, defaultValues, { onSubmit, guard, serverError });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={save}>
      <fieldset className="form__fieldset" disabled={readOnly}>
        <TextField label="Company name" autoComplete="organization" {...register('name')} error={errors.name?.message} />
        <Select label="Company type" options={COMPANY_TYPE_OPTIONS} {...register('type')} error={errors.type?.message} />
        <TextField label="Company website" type="url" placeholder="https://" {...register('website')} error={errors.website?.message} />
        <TextField label="Company email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
        <TextField
          label="Billing email"
          type="email"
          hint="Invoices and payment notices go here."
          {...register('billingEmail')}
          error={errors.billingEmail?.message}
        />
      </fieldset>
      <SaveRow
        alert={alert}
        label="Save company info"
        submitting={submitting}
        readOnlyNote={readOnly && 'Only the company owner can change the company info.'}
      />
    </form>
  );
}

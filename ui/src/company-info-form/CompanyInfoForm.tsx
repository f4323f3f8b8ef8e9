import { companyInfoSchema, type CompanyInfo, type CompanyInfoInput } from '@lurkit/core/accounts/domain/company-info.schema.ts';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES } from '@lurkit/core/accounts/domain/company-fields.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useReportEdits, type EditGuardProps } from '../forms/use-report-edits.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
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
  const form = useSchemaForm(companyInfoSchema, defaultValues);
  const { register, handleSubmit, setError, getValues, formState } = form;
  const submit = useReportEdits(form, onSubmit, guard);
  const alert = useServerError({ setError, getValues }, serverError);
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)}>
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
      {alert && <Alert tone="error">{alert.message}</Alert>}
      {readOnly ? (
        <p>Only the company owner can change the company info.</p>
      ) : (
        <Button type="submit" loading={submitting}>
          Save company info
        </Button>
      )}
    </form>
  );
}

import {
  COMPANY_PAGE_LIMITS,
  companyPageSettingsSchema,
  type CompanyPageSettings,
  type CompanyPageSettingsInput,
} from '@lurkit/core/accounts/company-page/domain/company-page.schema.ts';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import type { EditGuardProps } from '../forms/use-report-edits.ts';
import { LinksFieldset } from '../links-fieldset/LinksFieldset.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { useEditForm } from '../forms/use-edit-form.ts';
import { SaveRow } from '../forms/SaveRow.tsx';
import '../forms/form.css';
import './CompanyPageForm.css';

export interface CompanyPageFormProps {
  /** The page as saved (or the defaults: everything shown, nothing said). */
  defaultValues: CompanyPageSettingsInput;
  /** Called with the checked values when the page is saved. */
  onSubmit(values: CompanyPageSettings): void | boolean | Promise<void | boolean>;
  /** A page's leave guard for unsaved edits (useEditGuard). */
  guard?: EditGuardProps;
  /** The server's answer to the last save; shown beside its field or above the button. */
  serverError?: FormServerError | null | undefined;
  /** True while the save runs. */
  submitting?: boolean | undefined;
}

/** Page settings: what the company's public page says and which of its campaigns it shows. */
export function CompanyPageForm({ defaultValues, onSubmit, serverError, submitting = false, guard = {} }: CompanyPageFormProps) {
  const { form, onSubmit: save, alert } = useEditForm(companyPageSettingsSchema, defaultValues, { onSubmit, guard, serverError });
  const errors = form.formState.errors;
  return (
    <form className="form company-page-form" noValidate onSubmit={save}>
      <Textarea
        label="About the company"
        maxLength={COMPANY_PAGE_LIMITS.description}
        showCount
        {...form.register('description')}
        error={errors.description?.message}
      />
      <TextField
        label="Logo image address"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="A square image; leave empty to show your initial."
        {...form.register('logoUrl')}
        error={errors.logoUrl?.message}
      />
      <TextField
        label="Banner image address"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="A wide image across the top of the page; leave empty for none."
        {...form.register('bannerUrl')}
        error={errors.bannerUrl?.message}
      />
      <LinksFieldset form={form} max={COMPANY_PAGE_LIMITS.links} />
      <fieldset className="company-page-form__group">
        <legend>Shown on the page</legend>
        <Checkbox label="Creator Programs" {...form.register('showPrograms')} />
        <Checkbox label="Key campaigns" {...form.register('showKeyCampaigns')} />
        <Checkbox label="Quests" {...form.register('showQuests')} />
      </fieldset>
      <SaveRow alert={alert} label="Save page" submitting={submitting} />
    </form>
  );
}

import {
  CREATOR_PAGE_BIO_MAX,
  CREATOR_PAGE_LINKS_MAX,
  CREATOR_PAGE_NAME_RULE,
  creatorPageSchema,
} from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useReportEdits, type EditGuardProps } from '../forms/use-report-edits.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { LinksFieldset } from '../links-fieldset/LinksFieldset.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import type { CreatorPageValues } from './creator-page.types.ts';
import '../forms/form.css';
import './CreatorPages.css';

export interface CreatorPageFormProps {
  /** The page before editing; empty for a new page. */
  defaultValues?: Partial<CreatorPageValues>;
  /** Text of the sending button. */
  submitLabel?: string;
  /** Called with the checked values (name trimmed and lower-cased); false when the save was refused. */
  onSubmit(values: CreatorPageValues): void | boolean | Promise<void | boolean>;
  /** A page's leave guard for unsaved edits (useEditGuard). */
  guard?: EditGuardProps;
  /** Leaves the form without saving (shown when given). */
  onCancel?(): void;
  /** The server's answer to the last send: 2012, 2013 and 3000 show at the name, 2015 in the alert. */
  serverError?: FormServerError | null | undefined;
  /** True while the page is being saved. */
  submitting?: boolean | undefined;
}

const EMPTY: CreatorPageValues = { slug: '', title: '', bio: '', links: [] };

/** Spec 2 "/{slug}": the name (its address), a title, a short text and links, for creating and editing. */
export function CreatorPageForm({
  defaultValues,
  submitLabel = 'Create page',
  onSubmit,
  onCancel,
  serverError,
  submitting = false,
  guard = {},
}: CreatorPageFormProps) {
  const form = useSchemaForm(creatorPageSchema, { ...EMPTY, ...defaultValues });
  const submit = useReportEdits(form, (values) => onSubmit(values as CreatorPageValues), guard);
  const alert = useServerError(form, serverError);
  const errors = form.formState.errors;
  return (
    <form className="form creator-page-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        label="Page name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={`Your page's address: lurkit.com/your-name. ${CREATOR_PAGE_NAME_RULE}`}
        {...form.register('slug')}
        error={errors.slug?.message}
      />
      <TextField label="Title" {...form.register('title')} error={errors.title?.message} />
      <Textarea label="About" maxLength={CREATOR_PAGE_BIO_MAX} showCount {...form.register('bio')} error={errors.bio?.message} />
      <LinksFieldset form={form} max={CREATOR_PAGE_LINKS_MAX} />
      <div className="creator-pages__buttons">
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

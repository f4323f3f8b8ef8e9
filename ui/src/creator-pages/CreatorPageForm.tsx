import {
  CREATOR_PAGE_BIO_MAX,
  CREATOR_PAGE_LINKS_MAX,
  CREATOR_PAGE_NAME_RULE,
  creatorPageSchema,
} from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import { useFieldArray } from 'react-hook-form';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
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
  /** Called with the checked values (name trimmed and lower-cased). */
  onSubmit(values: CreatorPageValues): void | Promise<void>;
  /** Leaves the form without saving (shown when given). */
  onCancel?(): void;
  /** The server's answer to the last send: 2012, 2013 and 3000 show at the name, 2015 in the alert. */
  serverError?: FormServerError | null | undefined;
  /** True while the page is being saved. */
  submitting?: boolean | undefined;
}

const EMPTY: CreatorPageValues = { slug: '', title: '', bio: '', links: [] };

type LinkErrors = ({ label?: { message?: string }; url?: { message?: string } } | undefined)[] & { message?: string };

/** Spec 2 "/{slug}": the name (its address), a title, a short text and links, for creating and editing. */
export function CreatorPageForm({
  defaultValues,
  submitLabel = 'Create page',
  onSubmit,
  onCancel,
  serverError,
  submitting = false,
}: CreatorPageFormProps) {
  const form = useSchemaForm(creatorPageSchema, { ...EMPTY, ...defaultValues });
  const alert = useServerError(form, serverError);
  const links = useFieldArray({ control: form.control, name: 'links' });
  const errors = form.formState.errors;
  const linkErrors = (errors.links ?? []) as LinkErrors;
  return (
    <form className="form creator-page-form" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values as CreatorPageValues))}>
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
      <fieldset className="creator-page-form__links">
        <legend>Links</legend>
        {links.fields.map((field, index) => (
          <div key={field.id} className="creator-page-form__link">
            <TextField
              label={`Link ${index + 1} label`}
              {...form.register(`links.${index}.label`)}
              error={linkErrors[index]?.label?.message}
            />
            <TextField
              label={`Link ${index + 1} address`}
              type="url"
              inputMode="url"
              {...form.register(`links.${index}.url`)}
              error={linkErrors[index]?.url?.message}
            />
            <Button variant="ghost" onClick={() => links.remove(index)}>
              Remove link {index + 1}
            </Button>
          </div>
        ))}
        {linkErrors.message && <p className="field__error">{linkErrors.message}</p>}
        {links.fields.length < CREATOR_PAGE_LINKS_MAX && (
          <Button variant="secondary" onClick={() => links.append({ label: '', url: '' })}>
            Add a link
          </Button>
        )}
      </fieldset>
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

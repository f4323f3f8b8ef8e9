import { personalInfoSchema, RSS_FEEDS_MAX, type PersonalInfoInput } from '@lurkit/core/accounts/profile/domain/user-profile.schema.ts';
import { useFieldArray } from 'react-hook-form';
import type * as v from 'valibot';
import { Button } from '../button/Button.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import { formatDateTime } from '../format/format.ts';
import type { FormServerError } from '../forms/server-error.ts';
import type { EditGuardProps } from '../forms/use-report-edits.ts';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { COUNTRY_OPTIONS, LANGUAGE_OPTIONS } from './code-options.ts';
import { useEditForm } from '../forms/use-edit-form.ts';
import { SaveRow } from '../forms/SaveRow.tsx';
import '../forms/form.css';

export type PersonalInfo = v.InferOutput<typeof personalInfoSchema>;

export interface PersonalInfoFormProps {
  /** The saved values ('' for a country or language not chosen yet). */
  defaultValues: PersonalInfoInput;
  /** ISO instant until which the country cannot change; the select is locked until then. */
  countryLockedUntil?: string | null;
  /** ISO instant until which the language cannot change. */
  languageLockedUntil?: string | null;
  /** Called with the checked values when the person saves. */
  onSubmit(values: PersonalInfo): void | boolean | Promise<void | boolean>;
  /** A page's leave guard for unsaved edits (useEditGuard). */
  guard?: EditGuardProps;
  /** The server's answer to the last save; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the save runs. */
  submitting?: boolean;
}

const lockHint = (until: string | null | undefined, period: string) =>
  until ? `Locked until ${formatDateTime(until)}: it can change ${period}.` : `Once set, it can change ${period}.`;

/** The Personal Info tab: country, language, description, links and RSS feeds (spec 3, 5, 9). */
export function PersonalInfoForm(props: PersonalInfoFormProps) {
  const { defaultValues, countryLockedUntil, languageLockedUntil, onSubmit, serverError, submitting = false, guard = {} } = props;
  const { form, onSubmit: save, alert } = useEditForm(personalInfoSchema, defaultValues, { onSubmit, guard, serverError });
  const { register, formState, control } = form;
  const feeds = useFieldArray({ control, name: 'rssFeeds' });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={save}>
      <Select
        label="Country"
        placeholder="Choose a country"
        options={COUNTRY_OPTIONS}
        hint={lockHint(countryLockedUntil, 'once a year')}
        disabled={Boolean(countryLockedUntil)}
        {...register('country')}
        error={errors.country?.message}
      />
      <Select
        label="Language"
        placeholder="Choose a language"
        options={LANGUAGE_OPTIONS}
        hint={lockHint(languageLockedUntil, 'once every three months')}
        disabled={Boolean(languageLockedUntil)}
        {...register('language')}
        error={errors.language?.message}
      />
      <Textarea label="Description" {...register('description')} error={errors.description?.message} />
      <fieldset className="form__fieldset">
        <legend>Links</legend>
        <TextField
          label="Discord"
          type="url"
          placeholder="https://"
          {...register('links.discord')}
          error={errors.links?.discord?.message}
        />
        <TextField
          label="Facebook"
          type="url"
          placeholder="https://"
          {...register('links.facebook')}
          error={errors.links?.facebook?.message}
        />
        <TextField
          label="Instagram"
          type="url"
          placeholder="https://"
          {...register('links.instagram')}
          error={errors.links?.instagram?.message}
        />
        <TextField label="Other link" type="url" placeholder="https://" {...register('links.other')} error={errors.links?.other?.message} />
      </fieldset>
      <fieldset className="form__fieldset">
        <legend>RSS feeds</legend>
        {feeds.fields.map((feed, index) => (
          <div key={feed.id}>
            <TextField
              label={`RSS feed URL ${index + 1}`}
              type="url"
              placeholder="https://"
              {...register(`rssFeeds.${index}.url`)}
              error={errors.rssFeeds?.[index]?.url?.message}
            />
            <Checkbox
              label="I am authorised to share this feed"
              {...register(`rssFeeds.${index}.authorized`)}
              error={errors.rssFeeds?.[index]?.authorized?.message}
            />
            <Button variant="ghost" onClick={() => feeds.remove(index)}>
              Remove feed {index + 1}
            </Button>
          </div>
        ))}
        {feeds.fields.length < RSS_FEEDS_MAX && (
          <Button variant="secondary" onClick={() => feeds.append({ url: '', authorized: false as true })}>
            Add an RSS feed
          </Button>
        )}
      </fieldset>
      <SaveRow alert={alert} label="Save personal info" submitting={submitting} />
    </form>
  );
}

import {
  createKeyCampaignSchema,
  KEY_CAMPAIGN_NAME_MAX_LENGTH,
  type CreateKeyCampaignInput,
  type KeyCampaignKind,
} from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import type { InferOutput } from 'valibot';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

export interface KeyCampaignNameFormProps {
  /** Standard Key campaign or pre-launch, from the choice screen. */
  kind: KeyCampaignKind;
  /** Creates the draft; the page then opens its edit wizard. */
  onSubmit(values: InferOutput<typeof createKeyCampaignSchema>): Promise<void>;
  /** Goes back to the choice screen. */
  onBack(): void;
  /** The server's answer to the last submit. */
  serverError?: FormServerError | null;
  /** True while the draft is being created. */
  submitting?: boolean;
}

const INTRO: Record<KeyCampaignKind, string> = {
  standard: 'Creators request keys, claim them and submit content within 30 days.',
  preLaunch: 'Creators join a waitlist now; convert it to a Key campaign when keys are ready.',
};

/** The create-activation wizard's name step for a Key or pre-launch campaign (core's createKeyCampaignSchema). */
export function KeyCampaignNameForm({ kind, onSubmit, onBack, serverError, submitting = false }: KeyCampaignNameFormProps) {
  const form = useSchemaForm(createKeyCampaignSchema, { kind, name: '' } satisfies CreateKeyCampaignInput);
  const alert = useServerError(form, serverError);
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <p>{INTRO[kind]}</p>
      <TextField
        label={kind === 'preLaunch' ? 'Pre-launch campaign name' : 'Key campaign name'}
        hint="You can change it later."
        maxLength={KEY_CAMPAIGN_NAME_MAX_LENGTH}
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <div className="form__actions">
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button type="submit" loading={submitting}>
          Create campaign
        </Button>
      </div>
    </form>
  );
}

import { useMemo } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { CheckboxGroup } from '../checkbox/CheckboxGroup.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import { webhookEndpointFormSchema, type WebhookEndpointFormValues } from './webhook-endpoint-form.schema.ts';
import { WEBHOOK_EVENTS } from './webhook-events.ts';
import '../forms/form.css';
import './Webhooks.css';

export interface WebhookEndpointFormProps {
  /** Called with the address and the picked events (GraphQL names). */
  onSubmit(values: WebhookEndpointFormValues): void | Promise<void>;
  /** The server's answer to the last submit; shown at its field with its code, or above the button. */
  serverError?: FormServerError | null;
  /** The add is under way. */
  submitting?: boolean;
}

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event.value, label: `${event.label} (${event.type})` }));

/** The code goes with the words: a developer searches the webhook docs for it. */
const withCode = (error: FormServerError | null | undefined) => error && { ...error, message: `${error.message} (${error.code})` };

/** Company settings → Webhooks: a new endpoint's address and the events it receives. */
export function WebhookEndpointForm({ onSubmit, serverError, submitting = false }: WebhookEndpointFormProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(webhookEndpointFormSchema, { url: '', events: [] });
  const shown = useMemo(() => withCode(serverError), [serverError]);
  const alert = useServerError({ setError, getValues }, shown);
  const { errors } = formState;
  return (
    <form
      className="form webhooks__form"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit({ url: values.url, events: [...values.events] }))}
    >
      <TextField
        label="Endpoint URL"
        hint="An https:// address on the public internet, e.g. https://example.com/lurkit/webhooks."
        inputMode="url"
        autoComplete="off"
        {...register('url')}
        error={errors.url?.message}
      />
      <CheckboxGroup
        legend="Events"
        hint="The endpoint receives only the events you pick."
        options={EVENT_OPTIONS}
        registration={register('events')}
        error={errors.events?.message ?? errors.events?.[0]?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <Button type="submit" loading={submitting}>
        Add endpoint
      </Button>
    </form>
  );
}

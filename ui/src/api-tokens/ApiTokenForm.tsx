import { API_TOKEN_SCOPE_OPERATIONS, API_TOKEN_SCOPES, apiTokenFormSchema } from '@lurkit/core/api-tokens/domain/api-token.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { CheckboxGroup } from '../checkbox/CheckboxGroup.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

export interface ApiTokenFormValues {
  name: string;
  scopes: string[];
}

export interface ApiTokenFormProps {
  /** Called with the name and the chosen scopes. */
  onSubmit(values: ApiTokenFormValues): void | Promise<void>;
  /** The server's answer to the last submit; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  submitting?: boolean;
  defaultValues?: Partial<ApiTokenFormValues>;
}

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: `${scope}: ${API_TOKEN_SCOPE_OPERATIONS[scope].summary}` }));

/** Company settings → API: a new token's name and scopes. */
export function ApiTokenForm({ onSubmit, serverError, submitting = false, defaultValues }: ApiTokenFormProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(apiTokenFormSchema, { scopes: [], ...defaultValues });
  const alert = useServerError({ setError, getValues }, serverError);
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit({ name: values.name, scopes: [...values.scopes] }))}>
      <TextField
        label="Token name"
        hint="Says where the token is used, e.g. Nightly reporting sync."
        {...register('name')}
        error={errors.name?.message}
      />
      <CheckboxGroup
        legend="Scopes"
        hint="The token may call only the operations of the scopes you choose."
        options={SCOPE_OPTIONS}
        registration={register('scopes')}
        error={errors.scopes?.message ?? errors.scopes?.[0]?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <Button type="submit" loading={submitting}>
        Create token
      </Button>
    </form>
  );
}

import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { TextField, type TextFieldProps } from '../text-field/TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'hint' | 'label'> {
  /** Visible label; "Password" unless the form asks for a new one. */
  label?: string;
}

/** A new-password input that always shows the password requirements as its hint. */
export function PasswordField({ label = 'Password', ...props }: PasswordFieldProps) {
  return <TextField {...props} label={label} type="password" autoComplete="new-password" hint={PASSWORD_REQUIREMENTS} />;
}

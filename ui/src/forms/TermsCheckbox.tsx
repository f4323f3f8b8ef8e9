import type { ComponentPropsWithRef } from 'react';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import { AppLink } from '../link/LinkProvider.tsx';

export interface TermsCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Error shown when the terms were not accepted. */
  error?: string | undefined;
}

/** The registration consent: terms of use and privacy policy, each linked. */
export function TermsCheckbox(props: TermsCheckboxProps) {
  return (
    <Checkbox
      {...props}
      label={
        <>
          I agree to the <AppLink href="/terms-of-use">terms of use</AppLink> and the{' '}
          <AppLink href="/privacy-policy">privacy policy</AppLink>
        </>
      }
    />
  );
}

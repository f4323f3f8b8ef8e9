import { AgreementModal } from '@lurkit/ui/agreement-modal/AgreementModal.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { useState } from 'react';

/** The agreement modal (spec 5) with its submitting state and the server's answer to the acceptance. */
export function AgreementStep(props: {
  specialInstructions: string | null;
  embargo: string | null;
  onCancel(): void;
  onAccept(): Promise<FormServerError | null>;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<FormServerError | null>(null);
  return (
    <AgreementModal
      specialInstructions={props.specialInstructions}
      embargo={props.embargo}
      onCancel={props.onCancel}
      submitting={submitting}
      serverError={serverError}
      onSubmit={async () => {
        setSubmitting(true);
        setServerError(await props.onAccept());
        setSubmitting(false);
      }}
    />
  );
}

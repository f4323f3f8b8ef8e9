import { useState } from 'react';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';

export type ResendState = 'idle' | 'sending' | 'sent' | 'error';

/** State of a "resend verification email" button: the server's message on success or on failure. */
export function useResend(resend: () => Promise<string>) {
  const [state, setState] = useState<ResendState>('idle');
  const [message, setMessage] = useState<string | undefined>(undefined);

  const send = () => {
    setState('sending');
    resend().then(
      (sentMessage) => {
        setState('sent');
        setMessage(sentMessage);
      },
      (error: unknown) => {
        setState('error');
        setMessage(toFormServerError(error).message);
      },
    );
  };

  return { state, message, send };
}

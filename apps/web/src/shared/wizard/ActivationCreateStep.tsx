import { Button } from '@lurkit/ui/button/Button.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toFormServerError } from '../forms/to-form-server-error.ts';
import { useLeaveGuard } from '../forms/use-leave-guard.ts';
import { RouterLink } from '../RouterLink.tsx';
import type { StepFormProps } from './use-wizard-steps.ts';

export interface ActivationCreateStepProps {
  back: { href: string; label: string };
  heading: string;
  /** Which step this is and that the activation stays a draft. */
  intro: string;
  /** The toast once the draft exists. */
  savedMessage: string;
  /** Creates the draft from the first step's values; resolves to the address its wizard goes on at. */
  create(values: object): Promise<string>;
  /** The kind's form for its first step. */
  renderForm(props: StepFormProps): ReactNode;
}

/**
 * The first step of any activation kind before the activation exists: saving it creates the draft and
 * opens the rest of the setup wizard. Leaving with unsaved edits asks first, as inside the wizard.
 */
export function ActivationCreateStep({ back, heading, intro, savedMessage, create, renderForm }: ActivationCreateStepProps) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const submitRef = useRef<(() => Promise<boolean>) | null>(null);
  const [serverError, setServerError] = useState<FormServerError | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  // Set once the draft exists: the move into its wizard is this page's own.
  const created = useRef(false);
  useLeaveGuard({ isDirty: () => dirty, onSave: () => submitRef.current?.() ?? true, staysInside: () => created.current });

  const onSave = async (values: object) => {
    setServerError(null);
    try {
      const next = await create(values);
      toasts.add({ type: 'success', content: savedMessage });
      created.current = true;
      await navigate(next);
      return true;
    } catch (error) {
      setServerError(toFormServerError(error));
      return false;
    }
  };
  return (
    <>
      <p>
        <RouterLink href={back.href}>{back.label}</RouterLink>
      </p>
      <h1>{heading}</h1>
      <p>{intro}</p>
      {renderForm({ submitRef, onDirtyChange: setDirty, serverError, disabled: false, onSave })}
      <Button
        loading={saving}
        onClick={async () => {
          setSaving(true);
          await submitRef.current?.();
          setSaving(false);
        }}
      >
        Save and continue
      </Button>
    </>
  );
}

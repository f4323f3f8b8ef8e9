import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { KeyReveal } from '../key-reveal/KeyReveal.tsx';
import { formatDateTime } from '../format/format.ts';
import type { PlatformKeys } from '../key-campaign-shared/key-campaign.types.ts';
import { PlatformChoice, type MoreKeysAsk } from './PlatformChoice.tsx';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';
import '../forms/form.css';
import '../modal/Modal.css';
import './ClaimKeyModal.css';

/** Title to open the modal with (spec 2's "claim or request code platform"). */
export const CLAIM_KEY_MODAL_TITLE = 'Claim a key';

export interface ClaimKeyModalProps {
  /** The campaign's platforms with their stock. */
  platforms: readonly PlatformKeys[];
  /** Claims a key on the chosen platform. */
  onSubmit(values: { platform: string }): void | Promise<void>;
  /** Asks the company to add keys for a platform that is out (spec 8). */
  onRequestMore(platform: string): void;
  /** Where each ask for more keys stands, by platform. */
  moreKeys?: Readonly<Record<string, MoreKeysAsk>>;
  /** The claim is being sent. */
  submitting?: boolean;
  /** The server's answer; a "platform" error shows at the choice, others (e.g. out of keys) above the buttons. */
  serverError?: FormServerError | null;
  /** Set once claimed: the key is shown with a Copy button. */
  claimed?: { platform: string; code: string; contentDueAt: string } | null;
  /** Closes the modal (Cancel before a claim, Done after). */
  onClose(): void;
  /** Clipboard writer for the Copy button (stories pass a spy). */
  copyText?(text: string): Promise<void>;
}

/** The body of the claim modal: choose a platform with keys left and claim one, or ask for more. */
export function ClaimKeyModal(props: ClaimKeyModalProps) {
  if (props.claimed) return <Claimed {...props} claimed={props.claimed} />;
  return <ChoosePlatform {...props} />;
}

function ChoosePlatform({
  platforms,
  onSubmit,
  onRequestMore,
  moreKeys = {},
  submitting = false,
  serverError,
  onClose,
}: ClaimKeyModalProps) {
  const id = useId();
  const claimable = platforms.filter((p) => p.availability !== 'OUT' && p.available > 0);
  const only = claimable.length === 1 ? claimable[0]?.platform : undefined;
  const form = useForm<{ platform: string }>({ defaultValues: { platform: only ?? '' } });
  const alert = useServerError(form, serverError);
  const error = form.formState.errors.platform?.message;
  const errorId = error ? `${id}-error` : undefined;
  const radio = form.register('platform', { required: 'Choose a platform.' });
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <fieldset className="claim-key__platforms">
        <legend className="field__label">Platform</legend>
        <ul className="claim-key__options">
          {platforms.map((keys, i) => (
            <PlatformChoice
              key={keys.platform}
              keys={keys}
              radio={radio}
              id={`${id}-${i}`}
              errorId={errorId}
              ask={moreKeys[keys.platform]}
              onRequestMore={onRequestMore}
            />
          ))}
        </ul>
        <FieldMessages error={error} errorId={errorId} />
      </fieldset>
      {claimable.length === 0 && <p>Every platform is out of keys. Ask the company to add more.</p>}
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} disabled={claimable.length === 0}>
          Claim key
        </Button>
      </div>
    </form>
  );
}

function Claimed({ claimed, onClose, copyText }: ClaimKeyModalProps & { claimed: NonNullable<ClaimKeyModalProps['claimed']> }) {
  return (
    <div className="form">
      <Alert tone="success">Key claimed.</Alert>
      <KeyReveal label={`Your ${claimed.platform} key`} code={claimed.code} {...(copyText ? { copyText } : {})} />
      <p>
        Submit your content by <time dateTime={claimed.contentDueAt}>{formatDateTime(claimed.contentDueAt)}</time>, 30 days from now. Late
        or missing content lowers your completion rate and may lead to suspension.
      </p>
      <div className="modal__actions">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

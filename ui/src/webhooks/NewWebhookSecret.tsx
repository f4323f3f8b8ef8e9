import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { KeyReveal } from '../key-reveal/KeyReveal.tsx';

export interface NewWebhookSecretProps {
  /** The endpoint's address, naming the secret. */
  url: string;
  /** The signing secret (`whsec_…`), answered once by the server. */
  secret: string;
  /** True after a roll: the previous secret keeps signing for 24 hours beside this one. */
  rolled: boolean;
  /** Hides the secret for good. */
  onDone(): void;
  copyText?(text: string): Promise<void>;
}

/** A new or rolled endpoint secret, shown this once with a Copy button. */
export function NewWebhookSecret({ url, secret, rolled, onDone, copyText }: NewWebhookSecretProps) {
  return (
    <div className="webhooks__new-secret">
      <Alert tone="warning">
        Copy the signing secret now: it is shown only once.
        {rolled && ' The old secret keeps signing deliveries for 24 hours, so switch your receiver to this one within a day.'}
      </Alert>
      <KeyReveal label={`Signing secret for ${url}`} code={secret} copyText={copyText} noun="secret" />
      <Button variant="secondary" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}

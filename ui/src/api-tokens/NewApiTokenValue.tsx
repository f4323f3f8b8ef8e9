import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { KeyReveal } from '../key-reveal/KeyReveal.tsx';

export interface NewApiTokenValueProps {
  name: string;
  /** The token's value, answered once by the server. */
  value: string;
  /** Hides the value for good. */
  onDone(): void;
  copyText?(text: string): Promise<void>;
}

/** A new token's value, shown this once with a Copy button: Lurkit keeps only its hash. */
export function NewApiTokenValue({ name, value, onDone, copyText }: NewApiTokenValueProps) {
  return (
    <div className="api-tokens__new">
      <Alert tone="warning">Copy the token now: it is shown only once, and Lurkit cannot show it again.</Alert>
      <KeyReveal label={`Token ${name}`} code={value} copyText={copyText} noun="token" />
      <Button variant="secondary" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}

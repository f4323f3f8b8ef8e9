import { useId, useState } from 'react';
import { Button } from '../button/Button.tsx';
import './KeyReveal.css';

export interface KeyRevealProps {
  /** Names the key, e.g. "Your Steam key". */
  label: string;
  /** The key once claimed or revealed; null shows it masked. */
  code: string | null;
  /** Asks for the key (every reveal is recorded); without it a masked key offers no Reveal. */
  onReveal?(): void;
  /** The key is being fetched. */
  revealing?: boolean;
  /** Puts text on the clipboard; the browser's clipboard by default (stories pass a spy). */
  copyText?(text: string): Promise<void>;
  /** What the copied text is called in the button and the status ("key" by default; "token", "example"). */
  noun?: string;
}

const MASK = '•••••-•••••-•••••';
const clipboard = (text: string) => navigator.clipboard.writeText(text);

/** A game key, masked until the creator reveals it, with a Copy button once shown. */
export function KeyReveal({ label, code, onReveal, revealing = false, copyText = clipboard, noun = 'key' }: KeyRevealProps) {
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    if (code === null) return;
    try {
      await copyText(code);
      setCopy('copied');
    } catch {
      // Spec 8 "unable to copy": the key stays on screen to copy by hand.
      setCopy('failed');
    }
  };
  return (
    <div className="key-reveal" role="group" aria-labelledby={id}>
      <p className="key-reveal__label" id={id}>
        {label}
      </p>
      <div className="key-reveal__row">
        {code === null ? (
          <code className="key-reveal__code">
            <span aria-hidden="true">{MASK}</span>
            <span className="visually-hidden">Key hidden</span>
          </code>
        ) : (
          <code className="key-reveal__code">{code}</code>
        )}
        {code === null && onReveal && (
          <Button variant="secondary" onClick={onReveal} loading={revealing}>
            Reveal key
          </Button>
        )}
        {code !== null && (
          <Button variant="secondary" onClick={() => void onCopy()}>
            Copy<span className="visually-hidden"> {noun}</span>
          </Button>
        )}
      </div>
      <p className="key-reveal__status" role="status">
        {copy === 'copied'
          ? `${noun[0]?.toUpperCase()}${noun.slice(1)} copied.`
          : copy === 'failed'
            ? `Unable to copy. Select the ${noun} and copy it by hand.`
            : ''}
      </p>
    </div>
  );
}

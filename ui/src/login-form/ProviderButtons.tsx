import { useId } from 'react';
import { Button } from '../button/Button.tsx';

export type SignInProvider = 'twitch' | 'youtube' | 'tiktok';

const PROVIDERS: readonly { id: SignInProvider; label: string }[] = [
  { id: 'twitch', label: 'Twitch' },
  { id: 'youtube', label: 'YouTube' },
  { id: 'tiktok', label: 'TikTok' },
];

export interface ProviderButtonsProps {
  /** Called with the platform the creator chose. */
  onSelect(provider: SignInProvider): void;
  /** The heading above the buttons: signing in by default, signing up on the registration form. */
  heading?: string;
}

/** Creator sign-in (or sign-up) through a streaming platform account. */
export function ProviderButtons({ onSelect, heading = 'Creators: log in with' }: ProviderButtonsProps) {
  const headingId = useId();
  return (
    <section className="form" aria-labelledby={headingId}>
      <h2 id={headingId} className="form__subheading">
        {heading}
      </h2>
      {PROVIDERS.map(({ id, label }) => (
        <Button key={id} variant="secondary" onClick={() => onSelect(id)}>
          Continue with {label}
        </Button>
      ))}
    </section>
  );
}

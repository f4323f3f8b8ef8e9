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
}

/** Creator sign-in through a streaming platform account. */
export function ProviderButtons({ onSelect }: ProviderButtonsProps) {
  const headingId = useId();
  return (
    <section className="form" aria-labelledby={headingId}>
      <h2 id={headingId} className="form__subheading">
        Creators: log in with
      </h2>
      {PROVIDERS.map(({ id, label }) => (
        <Button key={id} variant="secondary" onClick={() => onSelect(id)}>
          Continue with {label}
        </Button>
      ))}
    </section>
  );
}

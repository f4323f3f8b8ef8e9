import type { PlatformKeys } from '../key-campaign-shared/key-campaign.types.ts';

const LEVEL_WORD = { HIGH: '', LOW: ' · Low', OUT: ' · Out of keys' } as const;

/** Keys left per platform; the dot's colour is the spec 9 balance, and low or out is also said in words. */
export function KeysLeft({ keys }: { /** One entry per platform. */ keys: readonly PlatformKeys[] }) {
  return (
    <ul className="keys-left" aria-label="Keys left">
      {keys.map((k) => (
        <li key={k.platform} className="keys-left__item">
          <span className={`keys-left__dot keys-left__dot--${k.availability}`} aria-hidden="true" />
          <span>
            {k.platform}: {k.available} left{LEVEL_WORD[k.availability]}
          </span>
        </li>
      ))}
    </ul>
  );
}

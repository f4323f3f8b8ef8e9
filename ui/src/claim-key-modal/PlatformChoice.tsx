import type { UseFormRegisterReturn } from 'react-hook-form';
import { AvailabilityBar } from '../availability-bar/AvailabilityBar.tsx';
import { Button } from '../button/Button.tsx';
import type { PlatformKeys } from '../key-campaign-shared/key-campaign.types.ts';

/** Where an ask for more keys for one platform stands. */
export type MoreKeysAsk = 'sending' | 'sent' | 'alreadyRequested';

export interface PlatformChoiceProps {
  /** The platform and its stock. */
  keys: PlatformKeys;
  /** react-hook-form's registration of the platform field. */
  radio: UseFormRegisterReturn<'platform'>;
  /** Id of the radio. */
  id: string;
  /** Id of the field's error, when shown. */
  errorId: string | undefined;
  /** Where an ask for more keys stands. */
  ask: MoreKeysAsk | undefined;
  /** Asks the company for more keys. */
  onRequestMore(platform: string): void;
}

const ASKED: Record<Exclude<MoreKeysAsk, 'sending'>, string> = {
  sent: 'Request sent: the company has been asked to add more keys.',
  alreadyRequested: 'Already requested: you have asked the company for more keys for this platform.',
};

/** One platform: a radio with its stock, or, when out of keys, the way to ask the company for more (spec 8). */
export function PlatformChoice({ keys, radio, id, errorId, ask, onRequestMore }: PlatformChoiceProps) {
  const out = keys.availability === 'OUT' || keys.available <= 0;
  return (
    <li className="claim-key__option">
      <div className="claim-key__choice">
        <input
          {...radio}
          type="radio"
          id={id}
          value={keys.platform}
          disabled={out}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>{keys.platform}</label>
      </div>
      <AvailabilityBar label={`${keys.platform} keys`} remaining={keys.available} total={keys.offered} unit="keys" />
      {out &&
        (ask === 'sent' || ask === 'alreadyRequested' ? (
          <p className="claim-key__asked" role="status">
            {ASKED[ask]}
          </p>
        ) : (
          <Button variant="secondary" onClick={() => onRequestMore(keys.platform)} loading={ask === 'sending'}>
            Ask the company for more keys<span className="visually-hidden"> for {keys.platform}</span>
          </Button>
        ))}
    </li>
  );
}

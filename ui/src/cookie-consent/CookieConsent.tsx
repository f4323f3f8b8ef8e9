import { useId, useState } from 'react';
import { Button } from '../button/Button.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import { CONSENT_CATEGORIES, consentFor, saveConsent, shouldShowConsent, type ConsentCategory, type ConsentMode } from './consent-mode.ts';
import './CookieConsent.css';

export interface CookieConsentProps {
  /** The page's host (window.location.host); the creator subdomain never shows the notice. */
  host: string;
  /** Where the choice is kept. Default window.localStorage. */
  storage?: Storage;
  /** Called with the stored record after a choice. */
  onChoose?(consent: ConsentMode): void;
}

const LABELS: Record<ConsentCategory, string> = {
  analytics: 'Analytics',
  functionality: 'Functionality',
  marketing: 'Marketing',
  security: 'Security',
};

/**
 * The cookie notice (spec sections 3, 4, 9): every category preselected, shown until a choice is
 * stored, with no close icon and no time limit, so it only goes away by choosing.
 */
export function CookieConsent({ host, storage = window.localStorage, onChoose }: CookieConsentProps) {
  const [visible, setVisible] = useState(() => shouldShowConsent(host, storage));
  const [chosen, setChosen] = useState<Set<ConsentCategory>>(() => new Set(CONSENT_CATEGORIES));
  const headingId = useId();
  if (!visible) return null;

  const choose = (categories: Iterable<ConsentCategory>) => {
    const consent = consentFor(categories);
    saveConsent(storage, consent);
    setVisible(false);
    onChoose?.(consent);
  };
  const toggle = (category: ConsentCategory, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });

  return (
    <section className="cookie-consent" aria-labelledby={headingId}>
      <h2 id={headingId} className="cookie-consent__title">
        Cookies
      </h2>
      <p>We use cookies to keep Lurkit secure, remember your settings, understand how it is used and show relevant offers.</p>
      <fieldset className="cookie-consent__categories">
        <legend className="visually-hidden">Cookie categories</legend>
        {CONSENT_CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={LABELS[category]}
            checked={chosen.has(category)}
            onChange={(event) => toggle(category, event.target.checked)}
          />
        ))}
      </fieldset>
      <div className="cookie-consent__actions">
        <Button variant="secondary" onClick={() => choose([])}>
          Deny all
        </Button>
        <Button variant="secondary" onClick={() => choose(chosen)}>
          Allow selection
        </Button>
        <Button onClick={() => choose(CONSENT_CATEGORIES)}>Allow all</Button>
      </div>
    </section>
  );
}

import { Button } from '@lurkit/ui/button/Button.tsx';
import { useCallback, useState } from 'react';

/** Per user: a colleague signing in on the same browser still gets the introduction once. */
export const onboardingSeenKey = (userId: string) => `LURKIT_CODE_MANAGER_ONBOARDED:${userId}`;

/** The onboarding modal shows once per user (in this browser); closing it in any way counts as seen. */
export function useOnboardingSeen(userId: string): [boolean, () => void] {
  const SEEN_KEY = onboardingSeenKey(userId);
  const [seen, setSeen] = useState(() => {
    try {
      return globalThis.localStorage?.getItem(SEEN_KEY) === '1';
    } catch {
      return true;
    }
  });
  const markSeen = useCallback(() => {
    try {
      globalThis.localStorage?.setItem(SEEN_KEY, '1');
    } catch {
      // Private mode: it shows again next time, which is harmless.
    }
    setSeen(true);
  }, [SEEN_KEY]);
  return [seen, markSeen];
}

export function CodeManagerOnboarding({ onDone }: { onDone(): void }) {
  return (
    <div>
      <ol>
        <li>Add each game, DLC, demo or in-game item you have codes for.</li>
        <li>Paste its codes one per line, or upload a text or CSV file, per platform or store.</li>
        <li>Link the item to a Key campaign: creators claim its codes, and you see who claimed which.</li>
      </ol>
      <p>Codes are stored encrypted and shown masked; every reveal is recorded. Paste a leaked key to trace who claimed it.</p>
      <Button onClick={onDone}>Got it</Button>
    </div>
  );
}

import { safeCallbackUrl } from './safe-callback-url.ts';

/** Where the page that sent someone to register (a program's join flow, an invitation) waits for them. */
const KEY = 'lurkit.returnAfterVerify';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const store = (): Store | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (private mode, blocked cookies): the way back is then the default.
    return null;
  }
};

/**
 * Kept across the verification mail: the link opens in a new tab, which starts without the
 * registration's address, so the way back is kept in the browser's storage, not the session's.
 */
export function rememberReturnAfterVerify(callbackUrl: string | null, storage: Store | null = store()): void {
  if (!storage) return;
  if (callbackUrl) storage.setItem(KEY, callbackUrl);
  else storage.removeItem(KEY);
}

/** The same-origin path to go back to once the email is verified, or null. */
export function returnAfterVerify(origin: string, storage: Store | null = store()): string | null {
  return storage ? safeCallbackUrl(storage.getItem(KEY), origin) : null;
}

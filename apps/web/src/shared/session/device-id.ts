/** Spec section 3: the device id lives in sessionStorage under DEVICE_ID, one per browser session. */
export const DEVICE_ID_KEY = 'DEVICE_ID';

/** The id of this browser session, created (a random UUID) on first use. */
export function deviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const known = storage.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const created = newId();
  storage.setItem(DEVICE_ID_KEY, created);
  return created;
}

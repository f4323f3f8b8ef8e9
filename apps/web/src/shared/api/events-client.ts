import { deviceId } from '../session/device-id.ts';
import type { SessionUser } from '../session/session.types.ts';

/** The User Init event of spec section 7, sent once a user id is known. */
export async function sendUserInit(user: SessionUser): Promise<void> {
  const response = await fetch('/api/events', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'User Init',
      data: {
        user_id: user.id,
        user_name: user.username,
        language: 'en',
        user_type: user.userType,
        company_id: user.company?.id ?? null,
        company_name: user.company?.name ?? null,
      },
      metaData: { user_id: user.id, device_id: deviceId() },
    }),
  });
  // Read the answer to the end, so the request is finished for the browser (and nothing waits on it).
  await response.text();
  if (!response.ok) throw new Error(`The User Init event was refused (status ${response.status}).`);
}

export async function fetchBuildId(): Promise<string | null> {
  const response = await fetch('/api/build-id', { cache: 'no-store' });
  if (!response.ok) return null;
  const body: { buildId?: unknown } | null = await response.json().catch(() => null);
  return typeof body?.buildId === 'string' ? body.buildId : null;
}

import { samePlatform } from '../domain/platform.ts';
import { resolveCodeRequest } from '../domain/code-request.entity.ts';
import type { CodesDeps } from './codes-deps.ts';

/** Codes became available on a platform: the open asks for it are answered. Returns how many. */
export async function fulfilCodeRequests(deps: Pick<CodesDeps, 'requests'>, itemId: string, platform: string, at: Date): Promise<number> {
  const open = (await deps.requests.listOpenByItem(itemId)).filter((r) => samePlatform(r.platform, platform));
  for (const request of open) {
    const fulfilled = resolveCodeRequest(request, 'fulfil', at);
    if (fulfilled.ok) await deps.requests.save(fulfilled.value);
  }
  return open.length;
}

import { youtube } from '@googleapis/youtube';
import { youtubeAnalytics } from '@googleapis/youtubeanalytics';
import type { OAuthClientConfig } from '../oauth/oauth-protocols.ts';

/** A read the platform refused for this channel (a revoked grant, a gone channel): no data, not an outage. */
export class NoData extends Error {}

/** Google's official clients, without credentials of their own: each call carries the creator's grant. */
const dataApi = youtube('v3');
const analyticsApi = youtubeAnalytics('v2');

/**
 * YouTube Data API v3 and YouTube Analytics v2 through Google's official Node clients
 * (`@googleapis/youtube`, `@googleapis/youtubeanalytics`), pointed at the configured base per call
 * (`rootUrl`: the real Google, the sandbox or a test's fake server) with the creator's access token
 * as a bearer header, so no google-auth-library flow (and no call to Google's token endpoint) runs.
 * The client's own retries are off: an outage fails the job, and pg-boss retries it.
 */
export function youtubeApis(client: OAuthClientConfig, accessToken: string) {
  const options = (rootUrl: string) => ({
    rootUrl,
    headers: { authorization: `Bearer ${accessToken}` },
    retry: false,
    timeout: 10_000,
  });
  return {
    data: dataApi,
    analytics: analyticsApi,
    dataOptions: options(client.bases.api),
    analyticsOptions: options(client.bases.analytics ?? client.bases.api),
  };
}

/**
 * Runs one call of the clients: a 4xx answer becomes NoData (the caller answers "no data"); a 5xx or
 * no answer at all an Error naming the read and the status, so the job retries.
 */
export async function youtubeRead<T>(name: string, call: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call()).data;
  } catch (error) {
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) throw new NoData(`YouTube ${name} answered ${status}`);
    throw new Error(`YouTube ${name} answered ${status ?? 'nothing'}`, { cause: error });
  }
}

/** The HTTP status a Gaxios error carries (`status`, or its `response`'s); none for a network failure. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  return typeof response?.status === 'number' ? response.status : undefined;
}

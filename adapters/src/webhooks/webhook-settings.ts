import type { WebhookNetworkSettings } from './http-webhook-sender.ts';

export interface WebhookSettings extends WebhookNetworkSettings {
  /** http:// endpoints are accepted (development and tests); production takes https only. */
  allowHttp: boolean;
}

/** Absent from the infrastructure: http:// is accepted outside production. */
export const webhookSettingsFromEnv = (env: NodeJS.ProcessEnv): WebhookSettings => ({ allowHttp: env.NODE_ENV !== 'production' });

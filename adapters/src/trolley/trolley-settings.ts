/** Trolley, the payout provider (bank transfer and PayPal), from the environment. */
export interface TrolleySettings {
  readonly accessKey: string;
  readonly secretKey: string;
  /** Signs Trolley's webhooks to /api/webhooks/trolley. */
  readonly webhookSecret: string;
  /** TROLLEY_API_URL: tests point it at the fake server. */
  readonly apiUrl?: string;
}

export const TROLLEY_API_URL = 'https://api.trolley.com';

/**
 * TROLLEY_ACCESS_KEY, TROLLEY_SECRET_KEY and TROLLEY_WEBHOOK_SECRET; unset, payouts go to the sandbox
 * at /dev/payouts. Production refuses to start without them: /dev is not served there, so nobody
 * would ever pay a creator.
 */
export function trolleySettingsFromEnv(env: NodeJS.ProcessEnv): TrolleySettings | undefined {
  if (env.TROLLEY_ACCESS_KEY && env.TROLLEY_SECRET_KEY && env.TROLLEY_WEBHOOK_SECRET)
    return {
      accessKey: env.TROLLEY_ACCESS_KEY,
      secretKey: env.TROLLEY_SECRET_KEY,
      webhookSecret: env.TROLLEY_WEBHOOK_SECRET,
      ...(env.TROLLEY_API_URL ? { apiUrl: env.TROLLEY_API_URL } : {}),
    };
  if (env.NODE_ENV === 'production')
    throw new Error(
      'TROLLEY_ACCESS_KEY, TROLLEY_SECRET_KEY and TROLLEY_WEBHOOK_SECRET are required in production: without them creators would be paid by the sandbox.',
    );
  return undefined;
}

/**
 * What happened to a company's activations, written in the transaction of the change it describes (an
 * outbox), so an event is stored exactly when its change is: none lost on a rollback, none invented.
 * The webhooks context reads them and delivers them to the company's endpoints.
 */
export const COMPANY_EVENT_KINDS = [
  'key.requested',
  'key.claimed',
  'content.submitted',
  'content.found',
  'offer.made',
  'quest.paid',
  'run.completed',
  'mission.completed',
  'payout.failed',
] as const;
export type CompanyEventKind = (typeof COMPANY_EVENT_KINDS)[number];

/** Flat facts only (ids, states, cents), so every receiver reads them the same way. */
export type CompanyEventData = Readonly<Record<string, string | number | boolean | null>>;

export interface CompanyEvent {
  readonly companyId: string;
  readonly kind: CompanyEventKind;
  readonly occurredAt: Date;
  readonly data: CompanyEventData;
}

export interface CompanyEventsPort {
  /** Stored in the caller's transaction; the webhooks worker picks it up once that commits. */
  record(event: CompanyEvent): Promise<void>;
}

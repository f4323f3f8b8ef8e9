/**
 * The nine events an endpoint can pick (spec: webhooks), by their GraphQL names, each with the words a
 * company reads. The payload's `type` is the dotted name shown beside the words.
 */
export const WEBHOOK_EVENTS = [
  { value: 'KEY_REQUESTED', type: 'key.requested', label: 'A creator requested a key' },
  { value: 'KEY_CLAIMED', type: 'key.claimed', label: 'A creator claimed a key' },
  { value: 'CONTENT_SUBMITTED', type: 'content.submitted', label: 'A creator submitted content' },
  { value: 'CONTENT_FOUND', type: 'content.found', label: 'Lurkit found a creator’s content' },
  { value: 'OFFER_MADE', type: 'offer.made', label: 'A creator made an offer on a Quest' },
  { value: 'QUEST_PAID', type: 'quest.paid', label: 'A Quest was paid' },
  { value: 'RUN_COMPLETED', type: 'run.completed', label: 'A Quest run was completed' },
  { value: 'MISSION_COMPLETED', type: 'mission.completed', label: 'A creator completed a Mission' },
  { value: 'PAYOUT_FAILED', type: 'payout.failed', label: 'A payout to a creator failed' },
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number]['value'];

/** The words for an event name; an unknown name (a newer server) is shown as it is. */
export const webhookEventLabel = (value: string): string => WEBHOOK_EVENTS.find((event) => event.value === value)?.label ?? value;

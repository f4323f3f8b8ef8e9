import type { CompanyRunEvent } from './operations/run-timeline.operations.ts';

type EventType = CompanyRunEvent['type'];
type ActivationType = CompanyRunEvent['activationType'];

export const ACTIVATION_TYPE_WORDS: Record<ActivationType, string> = { KEY: 'Key campaign', QUEST: 'Quest', MISSION: 'Mission' };

/** Spec 4 run events in words, as the creator's part in them ("AnnaPlays claimed a key"). */
const WHAT: Record<EventType, string> = {
  created: 'started',
  accepted: 'was accepted',
  rejected: 'was declined',
  countered: 'got a counter offer',
  paid: 'was paid for',
  qualified: 'qualified',
  claimedKey: 'claimed a key',
  requestedMoreKeys: 'asked for more keys',
  contentReminder: 'was reminded to submit content',
  contentSubmitted: 'submitted content',
  contentAccepted: 'had the content accepted',
  contentRejected: 'had the content declined',
  contentExpired: 'ran out of time for content',
  kitSent: 'was sent the creator kit again',
  claimedKit: 'claimed the creator kit',
  claimedRewards: 'claimed the rewards',
  paidOut: 'was paid out',
  expired: 'ran out of time',
  canceled: 'was canceled',
};

/** How each activation type starts a run. */
const CREATED: Record<ActivationType, string> = { KEY: 'asked for a key', QUEST: 'made an offer', MISSION: 'joined' };

export function whatHappened(event: Pick<CompanyRunEvent, 'type' | 'activationType' | 'by'>): string {
  if (event.type === 'created') return CREATED[event.activationType];
  // A Quest's answer is the offer's: the creator accepting the company's counter offer, or the other way round.
  if (event.activationType === 'QUEST' && (event.type === 'accepted' || event.type === 'rejected')) {
    const verb = event.type === 'accepted' ? 'accepted' : 'declined';
    return event.by === 'USER' ? `${verb} the counter offer` : `had the offer ${verb}`;
  }
  if (event.type === 'countered') return event.by === 'USER' ? 'made a counter offer' : 'got a counter offer';
  return WHAT[event.type];
}

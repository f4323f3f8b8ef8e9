import { describe, expect, it } from 'vitest';
import type { PageRequest } from '../../shared/page.ts';
import type { RunTimelineEvent, TimelineActivationType } from '../domain/run-event.ts';
import { InMemoryRunTimeline } from '../testing/in-memory-run-timeline.ts';
import { ListRunEvents, runEventCursor } from './list-run-events.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const anEvent = (id: string, minutes: number, activationType: TimelineActivationType): RunTimelineEvent => ({
  id,
  at: new Date(T0 + minutes * 60_000),
  activationType,
  activationId: `${activationType}-1`,
  activationName: `${activationType} activation`,
  runId: `run-${id}`,
  creatorId: 'ada',
  creatorName: 'Ada',
  type: 'contentSubmitted',
  by: 'USER',
});
const first = (limit: number, after: string | null = null): PageRequest => ({ after, before: null, limit, inverted: false });

describe('ListRunEvents: the company home timeline', () => {
  const timeline = new InMemoryRunTimeline();
  timeline.add('acme', anEvent('k', 1, 'KEY'), anEvent('q', 3, 'QUEST'), anEvent('m', 2, 'MISSION'), anEvent('m2', 2, 'MISSION'));
  timeline.add('globex', anEvent('theirs', 9, 'QUEST'));
  const list = new ListRunEvents({ timeline });

  it('merges every activation type, newest first, ties by id', async () => {
    const page = await list.execute({ companyId: 'acme', page: first(10) });
    expect(page.ok && page.value.map((e) => e.id)).toEqual(['q', 'm', 'm2', 'k']);
  });

  it('pages on from a cursor without repeating or skipping an event', async () => {
    const one = await list.execute({ companyId: 'acme', page: first(2) });
    if (!one.ok) throw new Error('first page failed');
    const two = await list.execute({ companyId: 'acme', page: first(2, runEventCursor(one.value.at(-1) as RunTimelineEvent)) });
    expect(two.ok && two.value.map((e) => e.id)).toEqual(['m2', 'k']);
  });

  it("never lists another company's events", async () => {
    const page = await list.execute({ companyId: 'acme', page: first(10) });
    expect(page.ok && page.value.some((e) => e.id === 'theirs')).toBe(false);
  });
});

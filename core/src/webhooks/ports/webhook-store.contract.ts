import { expect, it } from 'vitest';
import type { CompanyEventsPort } from '../../shared/company-events.port.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { newDelivery, recordAttempt, type WebhookDelivery } from '../domain/webhook-delivery.entity.ts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.entity.ts';
import type { WebhookStorePort } from './webhook-store.port.ts';

export interface WebhookStoreFixture extends ContractFixture {
  store: WebhookStorePort;
  /** The outbox writer of the same storage. */
  outbox: CompanyEventsPort;
}

const COMPANY = '00000000-0000-4000-8000-00000000c0c1';
const OTHER = '00000000-0000-4000-8000-00000000c0c2';
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute));
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const anEndpoint = (n: number, changes: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: id(n),
  companyId: COMPANY,
  url: `https://hooks.example.com/${n}`,
  events: ['key.claimed'],
  secret: `whsec_${n}`,
  previousSecret: null,
  previousSecretExpiresAt: null,
  createdAt: at(n),
  ...changes,
});

export function describeWebhookStoreContract(name: string, make: () => Promise<WebhookStoreFixture>): void {
  describeContract('WebhookStorePort', name, make, (fixture) => {
    const store = () => fixture().store;
    const event = async (minute: number, companyId = COMPANY) => {
      await fixture().outbox.record({
        companyId,
        kind: 'key.claimed',
        occurredAt: at(minute),
        data: { participantId: id(900 + minute), n: minute },
      });
      const events = await store().listUnfannedEvents(100);
      const found = events.find((e) => e.occurredAt.getTime() === at(minute).getTime());
      if (!found) throw new Error('the recorded event is not listed');
      return found;
    };

    it('saves, finds, rolls and deletes an endpoint; lists a company’s oldest first and those that picked a kind', async () => {
      await store().saveEndpoint(anEndpoint(2));
      await store().saveEndpoint(anEndpoint(1, { events: ['key.claimed', 'quest.paid'] }));
      await store().saveEndpoint(anEndpoint(3, { companyId: OTHER }));
      expect(await store().findEndpoint(id(1))).toEqual(anEndpoint(1, { events: ['key.claimed', 'quest.paid'] }));
      const rolled = anEndpoint(2, { secret: 'whsec_new', previousSecret: 'whsec_2', previousSecretExpiresAt: at(50) });
      await store().saveEndpoint(rolled);
      expect(await store().findEndpoint(id(2))).toEqual(rolled);
      expect((await store().listEndpoints(COMPANY)).map((e) => e.id)).toEqual([id(1), id(2)]);
      expect((await store().subscribedEndpoints(COMPANY, 'quest.paid')).map((e) => e.id)).toEqual([id(1)]);
      await store().deleteEndpoint(id(1));
      expect(await store().findEndpoint(id(1))).toBeNull();
      expect(await store().findEndpoint('not-a-uuid')).toBeNull();
    });

    it('keeps recorded events until fanned out, fans each out once to the endpoints of its company that picked its kind', async () => {
      await store().saveEndpoint(anEndpoint(1));
      await store().saveEndpoint(anEndpoint(2, { events: ['quest.paid'] }));
      await store().saveEndpoint(anEndpoint(3, { companyId: OTHER }));
      const first = await event(5);
      const second = await event(6);
      expect(first).toMatchObject({ companyId: COMPANY, kind: 'key.claimed', data: { participantId: id(905), n: 5 } });
      expect(await store().findEvent(first.id)).toEqual(first);
      expect(await store().findEvents([first.id, 'not-a-uuid'])).toEqual([first]);
      expect((await store().findEndpoints([id(2), id(1), id(99)])).map((e) => e.id).toSorted()).toEqual([id(1), id(2)]);
      expect((await store().listUnfannedEvents(10)).map((e) => e.id)).toEqual([first.id, second.id]);
      const added = await store().fanOut([first.id], 10, at(7));
      expect(added).toEqual([
        newDelivery({ id: added[0]?.id ?? '', companyId: COMPANY, endpointId: id(1), eventId: first.id, kind: 'key.claimed' }, at(7)),
      ]);
      expect(await store().fanOut([first.id], 10, at(8))).toEqual([]);
      expect((await store().listUnfannedEvents(10)).map((e) => e.id)).toEqual([second.id]);
      expect(await store().findDelivery(added[0]!.id)).toEqual(added[0]);
      // Without ids, the oldest events not yet fanned out.
      expect((await store().fanOut(null, 10, at(9))).map((d) => [d.eventId, d.endpointId])).toEqual([[second.id, id(1)]]);
      expect(await store().listUnfannedEvents(10)).toEqual([]);
    });

    it('leases due pending deliveries once, and logs attempts newest first; deleting the endpoint drops its log', async () => {
      await store().saveEndpoint(anEndpoint(4));
      const events = [await event(1), await event(2), await event(3)];
      const deliveries: WebhookDelivery[] = [];
      // Other tests' endpoints of the company may share the storage: only this test's is looked at.
      for (const [n, minute] of [1, 2, 30].entries())
        deliveries.push(...(await store().fanOut([events[n]!.id], 1, at(minute))).filter((d) => d.endpointId === id(4)));
      const [d1, d2, d3] = deliveries.map((d) => d.id);
      // Other tests' deliveries may share the storage: only this test's are looked at.
      const mine = (leased: WebhookDelivery[]) => leased.filter((d) => deliveries.some((own) => own.id === d.id));
      const leased = mine(await store().leaseDue(null, at(10), at(12), 10));
      expect(leased.map((d) => d.id).toSorted()).toEqual([d1, d2].toSorted());
      expect(leased.map((d) => d.nextAttemptAt)).toEqual([at(12), at(12)]);
      expect(mine(await store().leaseDue(null, at(10), at(12), 10))).toEqual([]);
      expect((await store().leaseDue([d2!, d3!], at(40), at(42), 10)).map((d) => d.id).toSorted()).toEqual([d2, d3].toSorted());
      const leasedOf = (id: string | undefined) => leased.find((d) => d.id === id)!;
      const delivered = recordAttempt(leasedOf(d1), { status: 200, body: 'thanks' }, at(11));
      const failed = recordAttempt(leasedOf(d2), { status: 503, body: 'down' }, at(11));
      await store().saveDeliveries([delivered, failed]);
      expect(await store().findDelivery(d1!)).toEqual(delivered);
      expect(await store().findDelivery(d2!)).toEqual(failed);
      // The delivered one is done; the two leased until 10:42 are due again (their worker died).
      expect(
        mine(await store().leaseDue(null, at(59), at(59), 10))
          .map((d) => d.id)
          .toSorted(),
      ).toEqual([d2, d3].toSorted());
      expect((await store().listDeliveries(id(4), 2)).map((d) => d.id)).toEqual([d3, d2]);
      await store().deleteEndpoint(id(4));
      expect(await store().findDelivery(d1!)).toBeNull();
    });
  });
}

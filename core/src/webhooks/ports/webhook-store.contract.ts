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
    const deliveryFor = (n: number, eventId: string, endpointId: string, minute = 0) =>
      newDelivery({ id: id(n), companyId: COMPANY, endpointId, eventId, kind: 'key.claimed' }, at(minute));

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

    it('keeps recorded events until fanned out, adds each event’s delivery to an endpoint once', async () => {
      await store().saveEndpoint(anEndpoint(1));
      const first = await event(5);
      const second = await event(6);
      expect(first).toMatchObject({ companyId: COMPANY, kind: 'key.claimed', data: { participantId: id(905), n: 5 } });
      expect(await store().findEvent(first.id)).toEqual(first);
      expect((await store().listUnfannedEvents(10)).map((e) => e.id)).toEqual([first.id, second.id]);
      expect(await store().fanOut(first.id, [deliveryFor(10, first.id, id(1))])).toHaveLength(1);
      expect(await store().fanOut(first.id, [deliveryFor(11, first.id, id(1))])).toEqual([]);
      expect((await store().listUnfannedEvents(10)).map((e) => e.id)).toEqual([second.id]);
      expect(await store().findDelivery(id(10))).toEqual(deliveryFor(10, first.id, id(1)));
      expect(await store().findDelivery(id(11))).toBeNull();
    });

    it('leases due pending deliveries once, and logs attempts newest first; deleting the endpoint drops its log', async () => {
      await store().saveEndpoint(anEndpoint(4));
      const events = [await event(1), await event(2), await event(3)];
      const deliveries = [
        deliveryFor(20, events[0]!.id, id(4), 1),
        deliveryFor(21, events[1]!.id, id(4), 2),
        deliveryFor(22, events[2]!.id, id(4), 30),
      ];
      for (const [n, e] of events.entries()) expect(await store().fanOut(e.id, [deliveries[n]!])).toHaveLength(1);
      // Other tests' deliveries may share the storage: only this test's are looked at.
      const mine = (leased: WebhookDelivery[]) => leased.filter((d) => deliveries.some((own) => own.id === d.id));
      const leased = mine(await store().leaseDue(null, at(10), at(12), 10));
      expect(leased.map((d) => [d.id, d.nextAttemptAt])).toEqual([
        [id(20), at(12)],
        [id(21), at(12)],
      ]);
      expect(mine(await store().leaseDue(null, at(10), at(12), 10))).toEqual([]);
      expect((await store().leaseDue([id(21), id(22)], at(40), at(42), 10)).map((d) => d.id)).toEqual([id(21), id(22)]);
      const delivered = recordAttempt(leased[0]!, { status: 200, body: 'thanks' }, at(11));
      await store().saveDelivery(delivered);
      expect(await store().findDelivery(id(20))).toEqual(delivered);
      // The delivered one is done; the two leased until 10:42 are due again (their worker died).
      expect(mine(await store().leaseDue(null, at(59), at(59), 10)).map((d) => d.id)).toEqual([id(21), id(22)]);
      expect((await store().listDeliveries(id(4), 2)).map((d) => d.id)).toEqual([id(22), id(21)]);
      await store().deleteEndpoint(id(4));
      expect(await store().findDelivery(id(20))).toBeNull();
    });
  });
}

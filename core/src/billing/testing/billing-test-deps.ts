import { InMemoryLedger } from '../../ledger/testing/in-memory-ledger.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { BillingDeps } from '../application/billing-deps.ts';
import { FakeSubscriptionGateway } from './fake-subscription-gateway.ts';
import { InMemoryBillingDirectory } from './in-memory-billing-directory.ts';
import { InMemoryBillingRepository } from './in-memory-billing-repository.ts';
import { InMemoryBillingDetails, InMemoryTaxDocuments } from './in-memory-tax-documents.ts';

export const COMPANY = '00000000-0000-4000-8000-00000000c0c1';
export const OTHER_COMPANY = '00000000-0000-4000-8000-00000000c0c2';
export const OWNER = '00000000-0000-4000-8000-00000000a0a1';
export const MEMBER = '00000000-0000-4000-8000-00000000a0a2';
export const STRANGER = '00000000-0000-4000-8000-00000000a0a3';

/** Our company as a Swedish seller, so domestic, reverse-charge and outside-EU buyers can all be tried. */
export const SELLER = {
  legalName: 'Lurkit AB',
  addressLines: ['Sveavagen 1', '111 57 Stockholm'],
  country: 'SE',
  vatNumber: 'SE556677889901',
} as const;

export function billingTestDeps(memberCount = 2) {
  const clock = new SettableClock(new Date('2026-03-10T09:00:00Z'));
  const directory = new InMemoryBillingDirectory();
  const membership = { companyId: COMPANY, companyName: 'Acme Games', billingEmail: 'billing@acme.test', memberCount };
  directory.members.set(OWNER, { ...membership, isOwner: true });
  directory.members.set(MEMBER, { ...membership, isOwner: false });
  directory.members.set(STRANGER, { ...membership, companyId: OTHER_COMPANY, companyName: 'Other', isOwner: true });
  const gateway = new FakeSubscriptionGateway(() => clock.now());
  directory.companyNames.set(COMPANY, 'Acme Games');
  const deps = {
    billing: new InMemoryBillingRepository(),
    directory,
    gateway,
    clock,
    ledger: new InMemoryLedger(),
    appUrl: 'https://lurkit.test',
    documents: new InMemoryTaxDocuments(),
    details: new InMemoryBillingDetails(),
    seller: SELLER,
    vatRates: {},
  } satisfies BillingDeps;
  return { deps, clock, directory, gateway };
}

import type { ClockPort } from '../../shared/clock.port.ts';
import type { BillingCompanyDirectoryPort } from '../ports/billing-company-directory.port.ts';
import type { BillingRepositoryPort } from '../ports/billing-repository.port.ts';
import type { SubscriptionGatewayPort } from '../ports/subscription-gateway.port.ts';

export interface BillingDeps {
  billing: BillingRepositoryPort;
  directory: BillingCompanyDirectoryPort;
  gateway: SubscriptionGatewayPort;
  clock: ClockPort;
  /** Public base URL of the web app: where the provider's pages send the payer back. */
  appUrl: string;
}

import { InvalidField, parseInput } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { BillingDetails } from '../domain/billing-details.entity.ts';
import { billingDetailsErrorCode, billingDetailsSchema } from '../domain/billing-details.schema.ts';
import type { NotBillingMember, NotBillingOwner } from '../domain/billing.errors.ts';
import { billingMember, billingOwner } from './billing-actor.ts';
import type { BillingDeps } from './billing-deps.ts';

/** The company's legal details for its invoices; null until the owner gives them. */
export class GetBillingDetails {
  private readonly deps: Pick<BillingDeps, 'directory' | 'details'>;

  constructor(deps: Pick<BillingDeps, 'directory' | 'details'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<BillingDetails | null, NotBillingMember>> {
    const membership = await billingMember(this.deps, input.actorUserId);
    if (!membership.ok) return membership;
    return ok(await this.deps.details.find(membership.value.companyId));
  }
}

/**
 * The owner sets the legal details later invoices carry (documents already issued keep theirs). A
 * VAT number that does not fit the country is refused at its field with BILLING.INVALID_VAT_NUMBER.
 */
export class UpdateBillingDetails {
  private readonly deps: Pick<BillingDeps, 'directory' | 'details' | 'clock'>;

  constructor(deps: Pick<BillingDeps, 'directory' | 'details' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: {
    actorUserId: string;
    details: unknown;
  }): Promise<Result<BillingDetails, NotBillingMember | NotBillingOwner | InvalidField>> {
    const owner = await billingOwner(this.deps, input.actorUserId);
    if (!owner.ok) return owner;
    const parsed = parseInput(billingDetailsSchema, input.details, { whole: 'details' });
    if (!parsed.ok) return err(new InvalidField(parsed.error.field, parsed.error.message, billingDetailsErrorCode(parsed.error.field)));
    const details: BillingDetails = { ...parsed.value, companyId: owner.value.companyId, updatedAt: this.deps.clock.now() };
    await this.deps.details.save(details);
    return ok(details);
  }
}

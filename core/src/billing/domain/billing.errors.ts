import { DomainError, domainError } from '../../shared/domain-error.ts';
import { FEATURE_LABELS, type PlanFeature, type PlanId } from './plan.ts';

export class NotBillingMember extends domainError('BILLING.NOT_COMPANY_MEMBER', 'Only members of a company have a plan.') {}
/** Plans and payments are the owner's, like the company's info. */
export class NotBillingOwner extends domainError('BILLING.NOT_OWNER', "Only the company's owner can change the plan.") {}
export class UnknownPlan extends domainError('BILLING.UNKNOWN_PLAN', 'Choose Free, Pro or Enterprise.', 'plan') {}
export class AlreadyOnPlan extends domainError('BILLING.ALREADY_ON_PLAN', 'The company is already on this plan.', 'plan') {}
/** A smaller plan cannot hold the members the company has: remove members first. */
export class PlanTooSmall extends DomainError {
  readonly code = 'BILLING.PLAN_TOO_SMALL';
  override readonly field = 'plan';
  readonly message: string;
  readonly memberLimit: number;
  constructor(memberLimit: number) {
    super();
    this.memberLimit = memberLimit;
    this.message = `This plan allows ${memberLimit} members; remove members before changing to it.`;
  }
}
export class NoPaidPlan extends domainError('BILLING.NO_PAID_PLAN', 'The company has no paid plan to cancel or pay for.') {}
/** Also the answer for another company's invoice, so ids leak nothing. */
export class InvoiceNotFound extends domainError('BILLING.INVOICE_NOT_FOUND', 'This invoice does not exist.') {}
/** Spec 6: features may be locked by plan ('Upgrade to unlock'). */
export class UpgradeRequired extends DomainError {
  readonly code = 'PLAN.UPGRADE_REQUIRED';
  readonly message: string;
  readonly feature: PlanFeature;
  readonly plan: PlanId;
  constructor(feature: PlanFeature, plan: PlanId) {
    super();
    this.feature = feature;
    this.plan = plan;
    this.message = `Upgrade to unlock ${FEATURE_LABELS[feature]}.`;
  }
}
/** Also the answer for another company's document, so ids leak nothing. */
export class TaxDocumentNotFound extends domainError('BILLING.DOCUMENT_NOT_FOUND', 'This invoice or credit note does not exist.') {}

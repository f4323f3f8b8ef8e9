/** The programs context's door: what other contexts of this layer may import from it. */
export { ApplicantEligibilityRef, MembershipRef } from './creator-program.types.ts';
export { CompanyPageRef } from './custom-domain.ts';

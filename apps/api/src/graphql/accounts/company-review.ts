import { ListCompaniesForReview } from '@lurkit/core/accounts/company-review/application/list-companies-for-review.ts';
import { ReviewCompany } from '@lurkit/core/accounts/company-review/application/review-company.ts';
import type { CompanyForReview, CompanyOwner } from '@lurkit/core/accounts/company-review/ports/company-review-queue.port.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { resolveUseCasePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';

const CompanyOwnerRef = builder.objectRef<CompanyOwner>('CompanyOwner').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified'),
  }),
});

const CompanyForReviewRef = builder.objectRef<CompanyForReview>('CompanyForReview').implement({
  description: 'A company as staff see it on the account review page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    website: t.exposeString('website'),
    email: t.exposeString('email'),
    isVerified: t.exposeBoolean('isVerified'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    // One query for the owners of a whole page, not one per company.
    owner: t.loadable({
      type: CompanyOwnerRef,
      nullable: true,
      load: async (companyIds: string[], ctx) => {
        const owners = await ctx.scope.companyReview.reviewQueue.ownersOf(companyIds);
        return companyIds.map((id) => owners.get(id) ?? null);
      },
      resolve: (company) => company.id,
    }),
  }),
});

const CompanyReviewDecision = builder.enumType('CompanyReviewDecision', { values: ['APPROVE', 'REFUSE'] as const });

builder.queryField('companiesForReview', (t) =>
  t.connection({
    type: CompanyForReviewRef,
    description: 'Staff: companies, unverified first, for the account review (a first publish waits on it).',
    authScopes: { staff: true },
    resolve: (_root, args, ctx) => {
      const { reviewQueue } = ctx.scope.companyReview;
      return resolveUseCasePage(
        args,
        (page) => new ListCompaniesForReview(ctx.scope.companyReview).execute({ actorUserId: actorId(ctx), page }),
        (company) => reviewQueue.cursorOf(company),
      );
    },
  }),
);

builder.mutationField('reviewCompany', (t) =>
  t.field({
    type: builder.objectRef<{ id: string; isVerified: boolean }>('CompanyReviewOutcome').implement({
      fields: (f) => ({ id: f.exposeID('id'), isVerified: f.exposeBoolean('isVerified') }),
    }),
    description: "Staff: approve (verify) or refuse a company's account.",
    authScopes: { staff: true },
    args: { companyId: t.arg.id(), decision: t.arg({ type: CompanyReviewDecision }) },
    resolve: async (_root, { companyId, decision }, ctx) =>
      unwrap(
        await new ReviewCompany(ctx.scope.accounts).execute({
          actorUserId: actorId(ctx),
          companyId: String(companyId),
          decision: decision === 'APPROVE' ? 'approve' : 'refuse',
        }),
      ),
  }),
);

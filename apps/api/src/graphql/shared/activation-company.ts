import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';

/** The company behind an activation, as creators see it: its id and name. */
export const ActivationCompanyRef = builder.objectRef<{ id: string; name: string }>('ActivationCompany').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

/** Loads the companies of a page of activations; a page comes from a handful of companies, each asked for once. */
export const loadActivationCompanies = (ids: string[], ctx: GraphQLContext) =>
  Promise.all(
    ids.map(async (id) => {
      const company = await ctx.scope.accounts.companies.findById(id);
      return company ? { id: company.id, name: company.name } : new Error('Company not found');
    }),
  );

import { builder } from './builder.ts';

/** One requirement group as a creator's check of any activation kind found it (spec 9). */
interface RequirementGroupResult {
  readonly group: string;
  readonly status: 'Passed' | 'Not met';
  readonly reasons: readonly string[];
}

/** A requirement group's result in the API's words: PASSED or NOT_MET, with the reasons shown beside it. */
export const RequirementGroupRef = builder.objectRef<RequirementGroupResult>('RequirementGroupResult').implement({
  fields: (t) => ({
    group: t.exposeString('group'),
    status: t.string({ resolve: (g) => (g.status === 'Passed' ? 'PASSED' : 'NOT_MET') }),
    reasons: t.exposeStringList('reasons'),
  }),
});

import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInStaff } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';

const app = useTestApp();

const PAGE = `query Page($first: Int, $after: String) {
  companiesForReview(first: $first, after: $after) {
    edges { cursor node { id name isVerified owner { username } } }
    pageInfo { hasNextPage endCursor }
  } }`;

interface Page {
  companiesForReview: {
    edges: { cursor: string; node: { id: string; name: string; isVerified: boolean; owner: { username: string } | null } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

describe('companiesForReview (staff)', () => {
  it('pages through every company once, newest unverified first, each with its owner', async () => {
    const registered = [];
    for (let i = 0; i < 3; i += 1) registered.push((await signedInCompanyUser(app)).input);
    const staff = await signedInStaff(app);
    const seen: Page['companiesForReview']['edges'] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const answer: { data: Page | null; errors: unknown[] } = await staff.client.gql<Page>('Page', PAGE, { first: 2, after });
      expect(answer.errors).toEqual([]);
      const connection: Page['companiesForReview'] = answer.data!.companiesForReview;
      expect(connection.edges.length).toBeLessThanOrEqual(2);
      seen.push(...connection.edges);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    const names = seen.map((e) => e.node.name);
    expect(new Set(names).size).toBe(names.length);
    const ours = registered.map((r) => r.companyName).reverse();
    expect(names.filter((n) => ours.includes(n))).toEqual(ours);
    for (const input of registered) {
      expect(seen.find((e) => e.node.name === input.companyName)?.node.owner).toEqual({ username: input.username });
    }
  });

  it('is refused to company users and to visitors', async () => {
    const owner = await signedInCompanyUser(app);
    for (const client of [owner.client, app.client()]) {
      const answer = await client.gql<Page>('Page', PAGE, { first: 2 });
      expect(answer.data).toBeNull();
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(answer.errors[0]?.extensions?.code);
    }
  });
});

import type { OperationDefinitionNode } from '@0no-co/graphql.web';
import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import { graphql } from 'msw/graphql';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import type { TadaDocumentNode } from '../../apps/web/src/graphql.ts';
import { accountOf, sessionUsers, type Role } from './fixtures.ts';
import { ReAuthToastGetUserConnectionsQuery } from '../../apps/web/src/connections/operations/connections.operations.ts';
import { MyNotificationsQuery } from '../../apps/web/src/notifications/operations/notifications.operations.ts';
import { BillingOverviewQuery, type BillingOverview } from '../../apps/web/src/billing/operations/billing.operations.ts';
import { CreatorTopicsQuery } from '../../apps/web/src/accounts/operations/creator-topics.operations.ts';

/** The web app's GraphQL endpoint; the operation name in `?name=` is ignored when matching. */
const api = graphql.link('/api/gql');

type Document<Data, Variables> = TadaDocumentNode<Data, Variables>;

/** A handler for one typed operation, query or mutation as its document declares. */
function handle<Data, Variables>(
  document: Document<Data, Variables>,
  resolver: (info: { variables: Variables }) => Promise<Response> | Response,
) {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const operationName = operation?.name?.value;
  if (!operationName) throw new Error('Story handlers need named operations.');
  const answer = ({ variables }: { variables: unknown }) => resolver({ variables: variables as Variables });
  return operation.operation === 'mutation' ? api.mutation(operationName, answer) : api.query(operationName, answer);
}

/** Answers the operation with data of the type its document declares. */
export const gqlData = <Data, Variables>(document: Document<Data, Variables>, data: Data) =>
  handle(document, () => HttpResponse.json({ data }));

/** Answers the operation with data that depends on its variables (one handler for every tab of a list). */
export const gqlDataFor = <Data, Variables>(document: Document<Data, Variables>, data: (variables: Variables) => Data) =>
  handle(document, ({ variables }) => HttpResponse.json({ data: data(variables) }));

/** Answers the operation with the server's error shape: a message and `extensions.code` (and `field`). */
export const gqlError = <Data, Variables>(document: Document<Data, Variables>, error: { code: string; message: string; field?: string }) =>
  handle(document, () =>
    HttpResponse.json({ data: null, errors: [{ message: error.message, extensions: { code: error.code, field: error.field } }] }),
  );

/** Answers with the data that loaded and the error of one field that failed (spec 7: partial data with errors). */
export const gqlPartial = <Data, Variables>(
  document: Document<Data, Variables>,
  data: Data,
  error: { path: (string | number)[]; code: string; message: string },
) =>
  handle(document, () =>
    HttpResponse.json({ data, errors: [{ message: error.message, path: error.path, extensions: { code: error.code } }] }),
  );

/** Never answers, so the page stays in its loading state. */
export const gqlPending = <Data, Variables>(document: Document<Data, Variables>) =>
  handle(document, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

const sessionBody = (role: Role) => (role === 'signedOut' ? {} : { user: sessionUsers[role], expires: '2099-01-01T00:00:00.000Z' });

/** The session endpoint for a role; `{}` is the server's answer for a signed-out visitor. */
export const sessionAs = (role: Role) => http.get('/api/auth/session', () => HttpResponse.json(sessionBody(role)));

/** A session that never arrives: the shell's loading state. */
export const sessionPending = http.get('/api/auth/session', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** Every topic, the creator following RPG and Horror (the user area's Topics section). */
export const STORY_TOPICS = ['Action', 'Horror', 'MMO', 'RPG', 'Strategy'].map((name) => ({
  id: name.toLowerCase(),
  name,
  following: name === 'RPG' || name === 'Horror',
}));

const PAID_PLAN: BillingOverview = {
  plan: 'pro',
  status: 'active',
  paymentFailed: false,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2099-01-01T00:00:00.000Z',
  memberCount: 2,
  memberLimit: 25,
  features: ['insights', 'insightsExports'],
  viewerIsOwner: true,
};

/**
 * Everything a page of the role needs besides its own data: the session, the Auth.js helpers, the
 * build id, analytics events and the role's `me` account. Story handlers are placed before these.
 */
export function roleNetwork(role: Role): AnyHandler[] {
  return [
    sessionAs(role),
    http.get('/api/auth/csrf', () => HttpResponse.json({ csrfToken: 'story-csrf-token' })),
    http.get('/api/auth/providers', () => HttpResponse.json({})),
    http.post('/api/auth/signout', () => HttpResponse.json({ url: '/login' })),
    // One build id for every story: a different one would make the app reload itself.
    http.get('/api/build-id', () => HttpResponse.json({ buildId: 'storybook' })),
    http.post('/api/events', () => new HttpResponse(null, { status: 204 })),
    ...(role === 'signedOut' ? [] : [gqlData(MeQuery, { me: accountOf(role) })]),
    // The bell in the header; nothing unread by default.
    ...(role === 'signedOut' ? [] : [gqlData(MyNotificationsQuery, { myNotifications: { unread: 0, items: [] } })]),
    // Company pages behind a plan lock (Insights) read the plan; a paid plan by default, so they open.
    ...(role === 'companyOwner' || role === 'companyMember' ? [gqlData(BillingOverviewQuery, { billingOverview: PAID_PLAN })] : []),
    // Creators' pages check their connections for the re-authorisation toast (spec 7); all valid by default.
    ...(role === 'creator' ? [gqlData(ReAuthToastGetUserConnectionsQuery, { legacyMe: { userConnections: [] } })] : []),
    // The user area lists a creator's topics (their onboarding genres).
    ...(role === 'creator' || role === 'user' ? [gqlData(CreatorTopicsQuery, { creatorTopics: STORY_TOPICS })] : []),
  ];
}

/** Sign-in through the credentials callback: the Auth.js body on success, its 401 body with a code on failure. */
export const signIn = {
  /** A signed-out visitor whose sign-in succeeds: the session holds the role from then on (fresh per story run). */
  succeedsAs: (role: Role) => () => {
    let signedIn = false;
    return [
      http.post('/api/auth/callback/credentials', () => {
        signedIn = true;
        return HttpResponse.json({ url: '/' });
      }),
      http.get('/api/auth/session', () => HttpResponse.json(sessionBody(signedIn ? role : 'signedOut'))),
      ...(role === 'signedOut' ? [] : [gqlData(MeQuery, { me: accountOf(role) })]),
    ];
  },
  fails: (code: string, message: string) =>
    http.post('/api/auth/callback/credentials', () => HttpResponse.json({ error: code, message, url: '/login' }, { status: 401 })),
  pending: http.post('/api/auth/callback/credentials', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
};

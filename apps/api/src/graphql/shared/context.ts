import type { ApiTokenCaller } from '@lurkit/core/api-tokens/application/authenticate-api-token.ts';
import type { SessionView } from '@lurkit/core/accounts/application/get-session.ts';
import type { RequestScope } from '../../request-scope.ts';

/** A type alias, not an interface: graphql-http wants a record-compatible context. */
export type GraphQLContext = {
  scope: RequestScope;
  session: SessionView | null;
  /** A bearer call's API token: its operation may select only the root fields its scopes allow. */
  apiToken?: ApiTokenCaller;
  /** For the per-address abuse limits. */
  clientIp: string;
  /** Marks the sender as having written, so their next reads come from the primary (see ReadYourWrites). */
  wrote?: () => void;
};

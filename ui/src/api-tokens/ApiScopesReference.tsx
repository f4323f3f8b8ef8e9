import { API_TOKEN_SCOPE_OPERATIONS, API_TOKEN_SCOPES } from '@lurkit/core/api-tokens/domain/api-token.schema.ts';
import { KeyReveal } from '../key-reveal/KeyReveal.tsx';
import './ApiTokens.css';

export interface ApiScopesReferenceProps {
  /** The GraphQL endpoint, e.g. https://lurkit.example/api/gql. */
  endpoint: string;
  /** Puts text on the clipboard; the browser's clipboard by default (stories pass a spy). */
  copyText?(text: string): Promise<void>;
}

export const curlExample = (endpoint: string): string =>
  [
    `curl ${endpoint} \\`,
    `  -H 'Authorization: Bearer lkt_…' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"query":"{ companyReport(group: OVERVIEW) { __typename } }"}'`,
  ].join('\n');

/** The API documentation: how to call it, and which operations each scope allows (the table the API enforces). */
export function ApiScopesReference({ endpoint, copyText }: ApiScopesReferenceProps) {
  return (
    <section className="api-tokens__reference" aria-labelledby="api-reference-heading">
      <h2 id="api-reference-heading">Calling the API</h2>
      <p>
        Send GraphQL to <code>{endpoint}</code> with the token in the <code>Authorization</code> header. A call acts for the company,
        recorded as the owner who created the token, and may use only the operations of the token&apos;s scopes; any other answers the error
        code <code>API_TOKENS.SCOPE_MISSING</code>.
      </p>
      <KeyReveal label="Example with curl" code={curlExample(endpoint)} copyText={copyText} noun="example" />
      <h3>Operations by scope</h3>
      <dl className="api-tokens__scopes">
        {API_TOKEN_SCOPES.map((scope) => (
          <div key={scope}>
            <dt>
              <code>{scope}</code>: {API_TOKEN_SCOPE_OPERATIONS[scope].summary}
            </dt>
            <dd>
              <ul className="api-tokens__operations">
                {API_TOKEN_SCOPE_OPERATIONS[scope].operations.map((operation) => (
                  <li key={operation}>
                    <code>{operation}</code>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

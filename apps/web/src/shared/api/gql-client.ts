import { print, type DocumentNode, type OperationDefinitionNode } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { GqlError } from './gql-error.ts';

interface GqlResponseError {
  message?: unknown;
  path?: unknown;
  extensions?: { code?: unknown; field?: unknown };
}

/** A field of a query answer that failed while the rest loaded: where it sits and why (spec 7). */
export interface PartialError {
  /** The response path of the failed field, such as `myCompletionRate` or `quest.results`. */
  path: string;
  error: GqlError;
}

const partialErrors = new WeakMap<object, readonly PartialError[]>();

/** The fields that failed in a query answer whose other fields loaded; empty when all did. */
export const partialErrorsOf = (data: unknown): readonly PartialError[] =>
  (data !== null && typeof data === 'object' && partialErrors.get(data)) || [];

interface GqlResponseBody<TData> {
  data?: TData | null;
  errors?: GqlResponseError[];
}

const isMutation = (document: DocumentNode): boolean =>
  document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation !== 'query');

/** The name of a document's operation; every document the app sends names its operation. */
export function operationNameOf(document: DocumentNode): string {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  if (!operation?.name) throw new Error('A GraphQL document the app sends must name its operation.');
  return operation.name.value;
}

type VariablesArg<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * POSTs one typed operation to `/api/gql?name=<operationName>` (the name in the URL makes requests
 * readable in logs and the network panel). Throws a GqlError built from `errors[0]`, or a generic one
 * carrying the status code when the server answered without a usable error (spec section 8). A query
 * whose data came with errors keeps what loaded (spec 7: partial data with errors): the data is
 * returned and each failed field is read with partialErrorsOf. A mutation's error is its refusal and
 * is always thrown.
 */
export async function request<TData, TVariables>(
  document: TadaDocumentNode<TData, TVariables>,
  ...[variables]: VariablesArg<TVariables>
): Promise<TData> {
  const operationName = operationNameOf(document);
  const response = await fetch(`/api/gql?name=${encodeURIComponent(operationName)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ operationName, query: print(document), variables: variables ?? {} }),
  });
  const body = await readJson<GqlResponseBody<TData>>(response);
  const errors = body?.errors ?? [];
  const first = errors[0];
  if (first && body?.data != null && response.ok && !isMutation(document)) {
    partialErrors.set(
      body.data,
      errors.map((e) => ({ path: Array.isArray(e.path) ? e.path.join('.') : '', error: toGqlError(e, response.status) })),
    );
    return body.data;
  }
  if (first) throw toGqlError(first, response.status);
  if (!response.ok || body?.data == null) {
    throw new GqlError(String(response.status), `Something went wrong (status ${response.status}). Please try again later.`);
  }
  return body.data;
}

function toGqlError(error: GqlResponseError, status: number): GqlError {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : String(status);
  const message =
    typeof error.message === 'string' && error.message !== ''
      ? error.message
      : `Something went wrong (status ${status}). Please try again later.`;
  const field = typeof error.extensions?.field === 'string' ? error.extensions.field : undefined;
  return new GqlError(code, message, field);
}

/** The body is trusted to follow the GraphQL response shape; the error fields are still checked above. */
async function readJson<T>(response: Response): Promise<T | null> {
  try {
    const body: T = await response.json();
    return body;
  } catch {
    // A proxy error page or an empty body: the caller reports the status code instead.
    return null;
  }
}

import fc from 'fast-check';
import type { GraphQLField, GraphQLInputType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from '../../graphql/shared/graphql-runtime.ts';
import { GQL_HEADERS, type FuzzRequest, type Identity } from './fuzz-request.ts';
import { hostileString, plausibleString, wrongTypeValue } from './hostile-values.ts';

const IDENTITIES: Identity[] = ['anonymous', 'company', 'creator', 'staff'];

/** Values for one scalar: mostly plausible ones, so the resolvers themselves are reached. */
function scalarValue(name: string, ids: readonly string[]): fc.Arbitrary<unknown> {
  switch (name) {
    case 'ID':
      return fc.oneof(ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid(), fc.uuid(), hostileString);
    case 'Int':
    case 'Cents':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1));
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom('2026-13-40T99:00:00Z', '0000-01-01T00:00:00Z', 'yesterday'),
      );
    case 'JSONObject':
      return fc.dictionary(
        fc.oneof(
          fc.constantFrom(
            'name',
            'username',
            'email',
            'password',
            'platform',
            'platforms',
            'rewards',
            'storeUrl',
            'toString',
            'constructor',
          ),
          fc.string({ maxLength: 8 }),
        ),
        fc.oneof(plausibleString, wrongTypeValue, fc.array(plausibleString, { maxLength: 3 })),
        { maxKeys: 6 },
      );
    default:
      return fc.oneof(plausibleString, hostileString);
  }
}

/** A value for an argument or input field of this type: valid, edge or hostile (wrong type, null, missing). */
function inputValue(type: GraphQLInputType, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (isNonNullType(type)) {
    return fc.oneof({ weight: 12, arbitrary: inputValue(type.ofType, ids, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  let valid: fc.Arbitrary<unknown>;
  if (isListType(type)) valid = fc.array(inputValue(type.ofType, ids, depth + 1), { maxLength: 4 });
  else if (isEnumType(type)) valid = fc.constantFrom(...type.getValues().map((v) => v.name));
  else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    valid = fc
      .tuple(
        ...fields.map((f) => fc.option(inputValue(f.type, ids, depth + 1), { freq: 8, nil: undefined })),
        fc.option(fc.string({ maxLength: 6 })),
      )
      .map(([...values]) => {
        const extra = values.pop();
        const record: Record<string, unknown> = Object.fromEntries(
          fields.map((f, i) => [f.name, values[i]]).filter(([, v]) => v !== undefined),
        );
        if (typeof extra === 'string') record[`unknown${extra}`] = extra;
        return record;
      });
  } else if (isScalarType(type)) valid = scalarValue(type.name, ids);
  else valid = fc.constant(null);
  return fc.oneof({ weight: 10, arbitrary: valid }, { weight: 2, arbitrary: wrongTypeValue }, { weight: 1, arbitrary: fc.constant(null) });
}

/** What to read back from a field: its leaves, and its objects' leaves a few levels down. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
  if (depth >= 4) return '{ __typename }';
  const parts = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => `${field.name} ${selectionOf(field.type, depth + 1)}`.trim());
  return `{ __typename ${parts.join(' ')} }`;
}

function fieldRequest(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  ids: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const name = `Fuzz_${field.name}`;
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${kind} ${name}${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
  const variables = fc.tuple(...field.args.map((arg) => fc.option(inputValue(arg.type, ids), { freq: 10, nil: undefined })));
  return fc.record({ as: fc.constantFrom(...IDENTITIES), values: variables }).map(({ as, values }) => ({
    label: `${kind} ${field.name}`,
    as,
    method: 'POST',
    path: `/api/gql?name=${name}`,
    headers: GQL_HEADERS,
    body: JSON.stringify({
      operationName: name,
      query,
      variables: Object.fromEntries(field.args.map((arg, i) => [arg.name, values[i]]).filter(([, v]) => v !== undefined)),
    }),
  }));
}

/** Per root field of the schema, requests calling it with generated arguments: a new field is covered by construction. */
export function schemaFieldRequests(schema: GraphQLSchema, ids: readonly string[]): Array<[string, fc.Arbitrary<FuzzRequest>]> {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field): [string, fc.Arbitrary<FuzzRequest>] => [
      `${kind} ${field.name}`,
      fieldRequest(kind, field, ids),
    ]),
  );
}

import type { EnumRef, InputObjectRef } from '@pothos/core';
import { requirementsSchema } from '@lurkit/core/requirements/domain/requirements.schema.ts';
import { platformSchema } from '@lurkit/core/shared/platform.schema.ts';
import type { GenericSchema } from 'valibot';
import { builder } from './builder.ts';
import { PlatformEnum } from './platform.types.ts';

/** The parts of a valibot schema the conversion reads (valibot's own objects carry them). */
interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly unknown[];
  literal?: unknown;
}
type Leaf = 'String' | 'Float' | 'Boolean';
type EnumLeaf = EnumRef<never, unknown, unknown>;
type FieldType = Leaf | EnumLeaf | InputObjectRef<never, Record<string, unknown>> | [FieldType];
export type SchemaInputRef = InputObjectRef<never, Record<string, unknown>>;

const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable', 'non_optional', 'non_nullable']);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
// One GraphQL type per valibot object, so a group shared by two forms is one type in the schema.
const made = new WeakMap<object, SchemaInputRef>();
// Names for parts more than one form holds; any other part is named for its path in the first form.
const names = new WeakMap<object, string>();
// Schemas of a closed vocabulary a GraphQL enum spells (the platforms): their fields take the enum.
const enums = new WeakMap<object, EnumLeaf>();

/** Names the input types of parts of a schema (a criterion, a reward) instead of their path in the first form using them. */
export function nameInputs(parts: readonly (readonly [GenericSchema, string])[]): void {
  for (const [schema, name] of parts) names.set(unwrapped(schema as unknown as SchemaNode), name);
}

/** Fields read with one of these schemas take the enum instead of a string: a value outside it is refused at the field. */
export function enumInputs(parts: readonly (readonly [GenericSchema, EnumRef<never, unknown, unknown>])[]): void {
  for (const [schema, ref] of parts) enums.set(schema, ref);
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const unwrapped = (node: SchemaNode): SchemaNode => (WRAPPERS.has(node.type) && node.wrapped ? unwrapped(node.wrapped) : node);

function leafOf(node: SchemaNode): Leaf | null {
  const values = node.type === 'picklist' ? (node.options ?? []) : node.type === 'literal' ? [node.literal] : null;
  // A date comes over the wire as its ISO string.
  if (node.type === 'string' || node.type === 'date') return 'String';
  if (node.type === 'number') return 'Float';
  if (node.type === 'boolean') return 'Boolean';
  if (node.type === 'union') {
    // One spelling of a value in several shapes (a Date or its string): the same leaf for every option.
    const leaves = new Set((node.options as SchemaNode[]).map((o) => leafOf(unwrapped(o))));
    const [only] = leaves;
    return leaves.size === 1 && only ? only : null;
  }
  if (!values) return null;
  if (values.every((v) => typeof v === 'string')) return 'String';
  if (values.every((v) => typeof v === 'number')) return 'Float';
  if (values.every((v) => typeof v === 'boolean')) return 'Boolean';
  return null;
}

/** An object's fields; a variant's are every option's together (GraphQL inputs have no unions). */
function entriesOf(node: SchemaNode, name: string): Record<string, SchemaNode> {
  if (OBJECTS.has(node.type)) return node.entries ?? {};
  if (node.type === 'variant' || node.type === 'union') {
    const options = (node.options ?? []) as SchemaNode[];
    if (options.every((o) => OBJECTS.has(o.type) || o.type === 'variant')) {
      return Object.assign({}, ...options.map((o) => entriesOf(o, name)).reverse());
    }
  }
  throw new Error(`${name}: no GraphQL input for a valibot ${node.type}.`);
}

function fieldTypeOf(schema: SchemaNode, name: string): FieldType {
  const node = unwrapped(schema);
  const enumRef = enums.get(node);
  if (enumRef) return enumRef;
  if (node.type === 'array' && node.item) return [fieldTypeOf(node.item, name)];
  return leafOf(node) ?? objectOf(node, name);
}

function objectOf(node: SchemaNode, name: string): SchemaInputRef {
  const known = made.get(node);
  if (known) return known;
  name = names.get(node) ?? name;
  const entries = entriesOf(node, name);
  const ref = builder.inputRef<Record<string, unknown>>(`${name}Input`) as unknown as SchemaInputRef;
  made.set(node, ref);
  const types = Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, fieldTypeOf(entry, `${name}${pascal(key)}`)]));
  (ref as unknown as ReturnType<typeof builder.inputRef<Record<string, unknown>>>).implement({
    // Every field may be left out or null: core's schema says what is missing, at the field and in its words.
    fields: (t) =>
      Object.fromEntries(
        Object.entries(types).map(([key, type]) => [
          key,
          t.field({ type: type as never, required: (Array.isArray(type) ? { list: false, items: false } : false) as never }),
        ]),
      ),
  });
  return ref;
}

/**
 * A GraphQL input type with the fields of core's valibot schema of a form, named `${name}Input`:
 * clients get the form's shape from the schema, while the rules stay in core alone (the resolver
 * still hands the values to core, which parses them). Picklists stay strings and numbers floats, so a
 * wrong choice or a fraction reaches core's message instead of a GraphQL type error.
 */
export function inputFromSchema(name: string, schema: GenericSchema): SchemaInputRef {
  return objectOf(schema as unknown as SchemaNode, name);
}

/** One input for a wizard saved a step at a time: every step's fields together; core reads the step's own. */
export function stepsInputFromSchemas(name: string, steps: Record<string, GenericSchema>): SchemaInputRef {
  const merged: SchemaNode = { type: 'variant', options: Object.values(steps) };
  return objectOf(merged, name);
}

// The requirements form's parts, which Key campaigns, Quests and Creator Programs share.
nameInputs([
  [requirementsSchema.entries.audience, 'AudienceRequirements'],
  [requirementsSchema.entries.location, 'LocationRequirements'],
]);

// Every form field core reads with the vocabulary's schema (keys, kit keys, Quest platforms, code rewards) takes its enum.
enumInputs([[platformSchema as unknown as GenericSchema, PlatformEnum as unknown as EnumLeaf]]);

import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { GenericSchema } from 'valibot';

/**
 * A react-hook-form form checked by one of the core valibot schemas, so the browser applies the
 * same rules (and messages) as the server. Submit handlers get the schema's output (trimmed,
 * lower-cased email and so on).
 */
export function useSchemaForm<I extends FieldValues, O extends FieldValues>(schema: GenericSchema<I, O>, defaultValues?: DefaultValues<I>) {
  return useForm<I, unknown, O>({ resolver: valibotResolver<I, unknown, O>(schema), defaultValues });
}

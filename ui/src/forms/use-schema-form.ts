import { useForm, type DefaultValues, type FieldValues, type UseFormHandleSubmit } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useState } from 'react';
import type { GenericSchema } from 'valibot';
import { oneAtATime } from './single-flight.ts';

/**
 * A react-hook-form form checked by one of the core valibot schemas, so the browser applies the
 * same rules (and messages) as the server. Submit handlers get the schema's output (trimmed,
 * lower-cased email and so on). A submit while the previous one still runs is dropped, so a double
 * click writes once, whatever the form sends.
 */
export function useSchemaForm<I extends FieldValues, O extends FieldValues>(schema: GenericSchema<I, O>, defaultValues?: DefaultValues<I>) {
  const form = useForm<I, unknown, O>({ resolver: valibotResolver<I, unknown, O>(schema), defaultValues });
  const [once] = useState(oneAtATime);
  const formHandleSubmit = form.handleSubmit;
  const handleSubmit = useCallback<UseFormHandleSubmit<I, O>>(
    (onValid, onInvalid) => (event) => {
      // The dropped second submit must not fall through to the browser's own form submission either.
      event?.preventDefault?.();
      // The dropped submit answers with the running one's result, which has this handler's type.
      return once(() => formHandleSubmit(onValid, onInvalid)(event)) as Promise<never>;
    },
    [formHandleSubmit, once],
  );
  return { ...form, handleSubmit };
}

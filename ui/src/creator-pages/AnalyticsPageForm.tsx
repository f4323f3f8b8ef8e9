import {
  ANALYTICS_FIGURE_LABELS,
  ANALYTICS_FIGURES,
  ANALYTICS_PAGE_NAME_RULE,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  analyticsPageSchema,
  type AnalyticsPageForm as AnalyticsPageInput,
  type AnalyticsPageValues,
} from '@lurkit/core/creator-pages/domain/analytics-page.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { CheckboxGroup } from '../checkbox/CheckboxGroup.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';
import './CreatorPages.css';

export interface AnalyticsPageFormProps {
  /** The page before editing (as the server keeps it); empty for a new page. */
  defaultValues?: { name: string; period: string; figures: readonly string[] } | undefined;
  /** Text of the sending button. */
  submitLabel?: string;
  /** Called with the checked values (name trimmed and lower-cased). */
  onSubmit(values: AnalyticsPageValues): void | Promise<void>;
  /** The server's answer to the last send: 5012 shows at the name, 5015 in the alert. */
  serverError?: FormServerError | null | undefined;
  submitting?: boolean | undefined;
}

const EMPTY: AnalyticsPageInput = { name: '', period: 'LAST_30_DAYS', figures: ['hoursWatched', 'averageCcv'] };

/** An analytics page (spec 9, at most six): its name, the period and which of the creator's figures it shows. */
export function AnalyticsPageForm({
  defaultValues,
  submitLabel = 'Create analytics page',
  onSubmit,
  serverError,
  submitting = false,
}: AnalyticsPageFormProps) {
  // The stored values are the schema's own; the schema checks them again on send.
  const form = useSchemaForm(analyticsPageSchema, { ...EMPTY, ...(defaultValues as Partial<AnalyticsPageInput> | undefined) });
  const alert = useServerError(form, serverError);
  const errors = form.formState.errors;
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <TextField
        label="Page name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={ANALYTICS_PAGE_NAME_RULE}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <Select
        label="Period"
        options={ANALYTICS_PERIODS.map((value) => ({ value, label: ANALYTICS_PERIOD_LABELS[value] }))}
        {...form.register('period')}
        error={errors.period?.message}
      />
      <CheckboxGroup
        legend="Figures to show"
        hint="Your own figures over the period, from your connected channels."
        options={ANALYTICS_FIGURES.map((value) => ({ value, label: ANALYTICS_FIGURE_LABELS[value] }))}
        registration={form.register('figures')}
        error={errors.figures?.message ?? errors.figures?.[0]?.message}
      />
      <div className="form__actions">
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { MultiSelect } from '../multi-select/MultiSelect.tsx';
import { Select, type SelectOption } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { PLATFORM_LABELS, TIER_LABELS } from './insights-format.ts';
import './insights.css';

/** The filter options, named as a saved filter keeps them. */
export interface InsightsFilterValue {
  aggregationPeriodDays: number;
  datePreset: string | null;
  platforms: readonly string[];
  tierBasis: 'CCV' | 'VIEWS';
  tiers: readonly string[];
  languages: readonly string[];
  countries: readonly string[];
  gameIds: readonly string[];
}

export interface InsightsFilterBarProps {
  /** The filters shown. */
  value: InsightsFilterValue;
  /**
   * Called with only what changed, so the page merges it into its latest filter: two quick changes
   * made before the page re-renders both count.
   */
  onChange(change: Partial<InsightsFilterValue>): void;
  /** Games to filter by (the period's most watched). */
  gameOptions: readonly SelectOption[];
  /** The company's saved filters. */
  savedFilters: readonly { id: string; name: string }[];
  /** Applies a saved filter by id. */
  onApplySaved(id: string): void;
  /** Saves the current filters under a name. */
  onSave(name: string): void;
  /** The server's refusal of the name, shown at the name field. */
  saveError?: string | undefined;
  /** True while saving. */
  saving?: boolean;
}

const PERIODS = [1, 3, 7, 14, 30, 90, 180].map((days) => ({ value: `days:${days}`, label: days === 1 ? 'Today' : `Last ${days} days` }));
const PRESETS: SelectOption[] = [
  ['LAST_365_DAYS', 'Last 365 days'],
  ['LAST_WEEK', 'Last week'],
  ['LAST_TWO_WEEKS', 'Last two weeks'],
  ['LAST_MONTH', 'Last month'],
  ['LAST_QUARTER', 'Last quarter'],
  ['LAST_YEAR', 'Last year'],
  ['THIS_WEEK', 'This week'],
  ['THIS_MONTH', 'This month'],
  ['THIS_QUARTER', 'This quarter'],
  ['THIS_YEAR', 'This year'],
].map(([value, label]) => ({ value: `preset:${value}`, label: label ?? '' }));
/** The period select's choices: the aggregation periods, then the date presets. */
export const PERIOD_OPTIONS: readonly SelectOption[] = [...PERIODS, ...PRESETS];
/** The select's value for a filter's period. */
export const periodOptionOf = (value: Pick<InsightsFilterValue, 'aggregationPeriodDays' | 'datePreset'>): string =>
  value.datePreset ? `preset:${value.datePreset}` : `days:${value.aggregationPeriodDays}`;
/** A chosen option as the filter's period fields. */
export function periodOfOption(option: string): Pick<InsightsFilterValue, 'aggregationPeriodDays' | 'datePreset'> | { datePreset: string } {
  const [kind, v = ''] = option.split(':');
  return kind === 'days' ? { aggregationPeriodDays: Number(v), datePreset: null } : { datePreset: v };
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const LANGUAGES = options({
  en: 'English',
  sv: 'Swedish',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  fi: 'Finnish',
  no: 'Norwegian',
  da: 'Danish',
  pl: 'Polish',
});
const COUNTRIES = options({
  US: 'United States',
  GB: 'United Kingdom',
  SE: 'Sweden',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  BR: 'Brazil',
  FI: 'Finland',
  NO: 'Norway',
  DK: 'Denmark',
  PL: 'Poland',
  CA: 'Canada',
});

/** Period, platform, tier, language, location and game filters, with the company's saved filters. */
export function InsightsFilterBar({
  value,
  onChange,
  gameOptions,
  savedFilters,
  onApplySaved,
  onSave,
  saveError,
  saving = false,
}: InsightsFilterBarProps) {
  const [name, setName] = useState('');
  const set = onChange;
  return (
    <section className="insights-filter-bar" aria-label="Filters">
      <div className="insights-filter-bar__fields">
        <Select
          label="Period"
          value={periodOptionOf(value)}
          options={PERIOD_OPTIONS}
          onChange={(e) => set(periodOfOption(e.target.value))}
        />
        <MultiSelect
          label="Platforms"
          options={options(PLATFORM_LABELS)}
          value={value.platforms}
          onChange={(platforms) => set({ platforms })}
        />
        <MultiSelect label="Tiers" options={options(TIER_LABELS)} value={value.tiers} onChange={(tiers) => set({ tiers })} />
        <Select
          label="Tier by"
          value={value.tierBasis}
          options={[
            { value: 'CCV', label: 'Average viewers (CCV)' },
            { value: 'VIEWS', label: 'Average views' },
          ]}
          onChange={(e) => set({ tierBasis: e.target.value === 'VIEWS' ? 'VIEWS' : 'CCV' })}
        />
        <MultiSelect label="Languages" options={LANGUAGES} value={value.languages} onChange={(languages) => set({ languages })} />
        <MultiSelect label="Locations" options={COUNTRIES} value={value.countries} onChange={(countries) => set({ countries })} />
        <MultiSelect label="Games" options={gameOptions} value={value.gameIds} onChange={(gameIds) => set({ gameIds })} />
      </div>
      <div className="insights-filter-bar__saved">
        {savedFilters.length > 0 && (
          <Select
            label="Saved filters"
            value=""
            placeholder="Apply a saved filter"
            options={savedFilters.map((f) => ({ value: f.id, label: f.name }))}
            onChange={(e) => e.target.value && onApplySaved(e.target.value)}
          />
        )}
        <form
          className="insights-filter-bar__save"
          onSubmit={(e) => {
            e.preventDefault();
            onSave(name);
          }}
        >
          <TextField label="Filter name" value={name} error={saveError} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" loading={saving}>
            Save filter
          </Button>
        </form>
      </div>
    </section>
  );
}

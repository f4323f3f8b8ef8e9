import { Button } from '../button/Button.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import { MultiSelect } from '../multi-select/MultiSelect.tsx';
import { Select, type SelectOption } from '../select/Select.tsx';
import { KEY_CATEGORY_LABELS, type KeyCampaignCategory } from '../key-campaign-shared/key-campaign.types.ts';
import './CampaignBrowse.css';

/** The browse filters of spec 2, as the browseKeyCampaigns query takes them. */
export interface KeyBrowseFilter {
  /** Genres chosen; a campaign matches any of them. */
  genres: readonly string[];
  /** Platforms chosen; a campaign matches any of them. */
  platforms: readonly string[];
  /** One category, or null for all. */
  category: KeyCampaignCategory | null;
  /** Only campaigns whose requirements the creator meets. */
  onlyEligible: boolean;
}

export const NO_KEY_BROWSE_FILTER: KeyBrowseFilter = { genres: [], platforms: [], category: null, onlyEligible: false };

export const isFiltered = (f: KeyBrowseFilter) => f.genres.length > 0 || f.platforms.length > 0 || f.category !== null || f.onlyEligible;

export interface CampaignBrowseFiltersProps {
  /** The filters in force. */
  value: KeyBrowseFilter;
  /** Called with the whole new filter on every change. */
  onChange(next: KeyBrowseFilter): void;
  /** Genres to choose from. */
  genreOptions: readonly SelectOption[];
  /** Platforms to choose from. */
  platformOptions: readonly SelectOption[];
  /** Offers "Only eligible"; hide it when nobody is signed in to be eligible. */
  showOnlyEligible?: boolean;
}

const CATEGORY_OPTIONS = Object.entries(KEY_CATEGORY_LABELS).map(([value, label]) => ({ value, label }));
const isCategory = (v: string): v is KeyCampaignCategory => v in KEY_CATEGORY_LABELS;

/** Genre, platform, category and "Only eligible" filters for browsing Key campaigns (controlled). */
export function CampaignBrowseFilters({
  value,
  onChange,
  genreOptions,
  platformOptions,
  showOnlyEligible = true,
}: CampaignBrowseFiltersProps) {
  const set = (patch: Partial<KeyBrowseFilter>) => onChange({ ...value, ...patch });
  return (
    <div className="campaign-filters" role="search" aria-label="Filter Key campaigns">
      <MultiSelect
        label="Genre"
        options={genreOptions}
        value={value.genres}
        onChange={(genres) => set({ genres })}
        placeholder="Any genre"
      />
      <MultiSelect
        label="Platform"
        options={platformOptions}
        value={value.platforms}
        onChange={(platforms) => set({ platforms })}
        placeholder="Any platform"
      />
      <Select
        label="Category"
        options={CATEGORY_OPTIONS}
        placeholder="All categories"
        value={value.category ?? ''}
        onChange={(event) => set({ category: isCategory(event.target.value) ? event.target.value : null })}
      />
      <div className="campaign-filters__end">
        {showOnlyEligible && (
          <Checkbox label="Only eligible" checked={value.onlyEligible} onChange={(event) => set({ onlyEligible: event.target.checked })} />
        )}
        {isFiltered(value) && (
          <Button variant="ghost" onClick={() => onChange(NO_KEY_BROWSE_FILTER)}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}

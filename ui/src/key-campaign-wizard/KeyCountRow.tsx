import { Button } from '../button/Button.tsx';
import { Select } from '../select/Select.tsx';
import { Badge } from '../status-badge/StatusBadge.tsx';
import { STATUS_BADGES } from '../status-badge/status-labels.ts';
import { TextField } from '../text-field/TextField.tsx';
import type { CreatorKitForm, KitItem } from './kit-item.ts';

export interface KeyCountRowProps {
  /** The creator kit form. */
  form: CreatorKitForm;
  /** This row's place in the keys list. */
  index: number;
  /** The chosen Code Manager item: its platforms are the choices. */
  item: KitItem;
  /** Platforms other rows use, so each is offered once. */
  taken: readonly string[];
  /** Removes the row. */
  onRemove(): void;
}

/** One platform's keys: the platform (limited to the item's), how many, and the stock left with its colour. */
export function KeyCountRow({ form, index, item, taken, onRemove }: KeyCountRowProps) {
  const platform = form.watch(`keys.${index}.platform`);
  const count = form.watch(`keys.${index}.count`);
  const stock = item.platforms.find((p) => p.platform === platform);
  const errors = form.formState.errors.keys?.[index];
  const options = item.platforms
    .filter((p) => p.platform === platform || !taken.includes(p.platform))
    .map((p) => ({ value: p.platform, label: p.platform }));
  const look = stock && STATUS_BADGES.availability[stock.availability];
  return (
    <div className="step-form__row key-count-row">
      <Select label="Platform" options={options} {...form.register(`keys.${index}.platform`)} error={errors?.platform?.message} />
      <TextField
        label={`${platform || 'Platform'} keys`}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        {...form.register(`keys.${index}.count`, { valueAsNumber: true })}
        error={errors?.count?.message}
        hint={
          stock && (count ?? 0) > stock.available
            ? `Only ${stock.available.toLocaleString('en-US')} in stock now: add codes in the Code Manager.`
            : undefined
        }
      />
      {stock && look && (
        <p className="key-count-row__stock">
          {stock.available.toLocaleString('en-US')} available <Badge look={look} />
        </p>
      )}
      <Button variant="ghost" onClick={onRemove}>
        Remove<span className="visually-hidden"> {platform} keys</span>
      </Button>
    </div>
  );
}

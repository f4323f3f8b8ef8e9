import { useState } from 'react';
import { MultiSelect } from '../multi-select/MultiSelect.tsx';
import { Textarea } from '../textarea/Textarea.tsx';

export interface ApplicantPicks {
  creatorListIds: string[];
  /** Creator user ids picked by hand. */
  whitelist: string[];
}

export interface ApplicantPicksFieldsProps {
  /** The company's creator lists, picked by name. */
  creatorLists: readonly { id: string; name: string }[];
  value: ApplicantPicks;
  onChange(value: ApplicantPicks): void;
  /** The server's refusal of the chosen lists (another company's list), under the list field. */
  listsError?: string | undefined;
}

const idsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Who may apply to a Creator Program: creators on the company's chosen creator lists or picked by
 * user id. Both empty: every creator who meets the requirements may apply.
 */
export function ApplicantPicksFields({ creatorLists, value, onChange, listsError }: ApplicantPicksFieldsProps) {
  // The text as typed (blank lines and all), so typing a new line does not jump; the ids go up on each change.
  const [whitelistText, setWhitelistText] = useState(value.whitelist.join('\n'));
  const picking = value.creatorListIds.length > 0 || value.whitelist.length > 0;
  return (
    <fieldset>
      <legend>Who may apply</legend>
      <p>
        {picking
          ? 'Only creators on these lists, or picked by user id, may apply; anyone else is told the program is for picked creators.'
          : 'Every creator who meets the requirements may apply. Choose creator lists to take applications only from them.'}
      </p>
      <MultiSelect
        label="Creator lists (optional)"
        placeholder="Type a list name"
        // A list deleted since it was chosen has no name left to show: it is dropped on the next save.
        options={creatorLists.map((l) => ({ value: l.id, label: l.name }))}
        value={value.creatorListIds.filter((id) => creatorLists.some((l) => l.id === id))}
        error={listsError}
        onChange={(ids) => onChange({ ...value, creatorListIds: [...ids] })}
      />
      <Textarea
        label="Creators picked by hand (optional)"
        hint="User ids, one per line."
        rows={3}
        value={whitelistText}
        onChange={(event) => {
          setWhitelistText(event.target.value);
          onChange({ ...value, whitelist: idsOf(event.target.value) });
        }}
      />
    </fieldset>
  );
}

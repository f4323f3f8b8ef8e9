import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { MultiSelect } from '@lurkit/ui/multi-select/MultiSelect.tsx';
import { PLATFORM_OPTIONS_WITH_FAMILY } from '@lurkit/ui/select/platform-options.ts';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import type { MissionForm } from './mission-form.ts';

interface MissionRewardsStepProps {
  form: MissionForm;
  set: (changes: Partial<MissionForm>) => void;
  errorAt: (field: string) => string | undefined;
  /** The Code Manager items a codes reward can draw from. */
  itemOptions: readonly { value: string; label: string }[];
}

/** The mission wizard's Rewards step: pro-rating, then codes, merchandise and custom rewards (spec 2). */
export function MissionRewardsStep({ form, set, errorAt, itemOptions }: MissionRewardsStepProps) {
  const setReward = (r: number, changes: Record<string, unknown>) =>
    set({ rewards: form.rewards.map((x, i) => (i === r ? { ...x, ...changes } : x)) });
  return (
    <>
      <fieldset>
        <legend>Pro-rated rewards</legend>
        <Checkbox
          label="Pay a share of the code rewards for a share of the target"
          checked={form.proRatedFromPercent !== null}
          onChange={(e) => set({ proRatedFromPercent: e.target.checked ? 50 : null })}
        />
        {form.proRatedFromPercent !== null ? (
          <TextField
            label="Lowest share of the target that pays (%)"
            inputMode="numeric"
            value={form.proRatedFromPercent}
            error={errorAt('proRatedFromPercent')}
            onChange={(e) => set({ proRatedFromPercent: Number(e.target.value) })}
          />
        ) : null}
        <p>
          A creator who reaches that share or more is approved for the share reached and claims that share of each code reward (rounded
          down). Merchandise and custom rewards need the whole target. Creators see this before they join.
        </p>
      </fieldset>
      {form.rewards.map((r, i) => (
        <fieldset key={i}>
          <legend>
            Reward {i + 1}: {r.kind === 'codes' ? 'codes' : r.kind}
          </legend>
          {r.kind === 'codes' ? (
            <>
              <Select
                label="Code Manager item"
                placeholder="Choose an item"
                value={String(r.itemId ?? '')}
                options={itemOptions}
                error={errorAt(`rewards.${i}.itemId`)}
                onChange={(e) => setReward(i, { itemId: e.target.value })}
              />
              <MultiSelect
                label="Platforms"
                placeholder="Search stores and consoles"
                options={PLATFORM_OPTIONS_WITH_FAMILY}
                value={r.platforms as string[]}
                error={errorAt(`rewards.${i}.platforms`)}
                onChange={(platforms) => setReward(i, { platforms: [...platforms] })}
              />
              <TextField
                label="Number of codes"
                inputMode="numeric"
                value={Number(r.numberOfCodes)}
                error={errorAt(`rewards.${i}.numberOfCodes`)}
                onChange={(e) => setReward(i, { numberOfCodes: Number(e.target.value) })}
              />
            </>
          ) : (
            <>
              <TextField
                label="Name"
                value={String(r.name ?? '')}
                error={errorAt(`rewards.${i}.name`)}
                onChange={(e) => setReward(i, { name: e.target.value })}
              />
              <TextField
                label={r.kind === 'merchandise' ? 'Image URL' : 'Image URL (optional)'}
                value={String(r.imageUrl ?? '')}
                error={errorAt(`rewards.${i}.imageUrl`)}
                onChange={(e) => setReward(i, { imageUrl: e.target.value })}
              />
              {r.kind === 'merchandise' ? (
                <>
                  <TextField
                    label="Number of items"
                    inputMode="numeric"
                    value={Number(r.numberOfItems)}
                    error={errorAt(`rewards.${i}.numberOfItems`)}
                    onChange={(e) => setReward(i, { numberOfItems: Number(e.target.value) })}
                  />
                  <Checkbox
                    label="Collect a shipping address"
                    checked={Boolean(r.collectAddress)}
                    onChange={(e) => setReward(i, { collectAddress: e.target.checked })}
                  />
                </>
              ) : (
                <>
                  <Textarea
                    label="Description"
                    value={String(r.description ?? '')}
                    error={errorAt(`rewards.${i}.description`)}
                    onChange={(e) => setReward(i, { description: e.target.value })}
                  />
                  <Checkbox
                    label="I will deliver this reward to the creators who earn it"
                    checked={r.agreement === true}
                    error={errorAt(`rewards.${i}.agreement`)}
                    onChange={(e) => setReward(i, { agreement: e.target.checked })}
                  />
                </>
              )}
              <Textarea
                label="Message (optional)"
                value={String(r.message ?? '')}
                onChange={(e) => setReward(i, { message: e.target.value })}
              />
            </>
          )}
          <Button variant="ghost" onClick={() => set({ rewards: form.rewards.filter((_, j) => j !== i) })}>
            Remove reward {i + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => set({ rewards: [...form.rewards, { kind: 'codes', itemId: '', platforms: ['Steam'], numberOfCodes: 1 }] })}
      >
        Add codes
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          set({
            rewards: [...form.rewards, { kind: 'merchandise', name: '', imageUrl: '', numberOfItems: 10, collectAddress: true }],
          })
        }
      >
        Add merchandise
      </Button>
      <Button
        variant="secondary"
        onClick={() => set({ rewards: [...form.rewards, { kind: 'custom', name: '', description: '', agreement: false }] })}
      >
        Add a custom reward
      </Button>
    </>
  );
}

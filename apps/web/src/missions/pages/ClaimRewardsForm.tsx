import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useEffect, useState } from 'react';
import { useMyProfile } from '../../accounts/index.ts';
import { saveAddress } from '../../accounts/index.ts';
import type { VariablesOf } from '../../graphql.ts';
import { request } from '../../shared/api/gql-client.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { ClaimMissionRewardsMutation, type CreatorMission } from '../operations/creator-missions.operations.ts';
import { withPlatformIds } from '../../shared/api/platform-ids.ts';

const ADDRESS_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['streetName', 'Street name'],
  ['streetNumber', 'Street number'],
  ['zipCode', 'ZIP code'],
  ['city', 'City'],
  ['province', 'Province (optional)'],
  ['country', 'Country'],
  ['email', 'Email (optional)'],
] as const;
type Address = Record<(typeof ADDRESS_FIELDS)[number][0], string>;
const EMPTY_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map(([k]) => [k, ''])) as Address;
const isEmpty = (address: Address) => ADDRESS_FIELDS.every(([k]) => address[k] === '');
/** The profile's address as the form's fields (its optional parts empty, not null). */
const fromProfile = (saved: Record<(typeof ADDRESS_FIELDS)[number][0], string | null>): Address =>
  Object.fromEntries(ADDRESS_FIELDS.map(([k]) => [k, saved[k] ?? ''])) as Address;

interface Choice {
  claim: boolean;
  platform: string;
  address: Address;
}

const claim = (runId: string, choices: { rewardId: string; action: 'claim' | 'skip'; platform?: string; address?: Address }[]) =>
  request(ClaimMissionRewardsMutation, {
    runId,
    // withPlatformIds spells each platform as the API's enum.
    choices: withPlatformIds(choices) as VariablesOf<typeof ClaimMissionRewardsMutation>['choices'],
  });

type Reward = NonNullable<CreatorMission>['mission']['rewards'][number];

/**
 * The claim-rewards modal's form: claim or skip each reward at once; skipped rewards are gone (spec 4).
 * `rewards` are the run's claimable ones (a pro-rated approval claims fewer codes).
 */
export function ClaimRewardsForm({
  rewards,
  runId,
  onClaimed,
}: {
  rewards: readonly Reward[];
  runId: string;
  onClaimed: () => Promise<unknown>;
}) {
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(rewards.map((r) => [r.id, { claim: true, platform: r.platforms[0] ?? '', address: EMPTY_ADDRESS }])),
  );
  const sending = useServerAction(claim);
  const toasts = useToasts();
  const profile = useMyProfile();
  const savedAddress = profile.data?.address ?? null;
  const [saveToProfile, setSaveToProfile] = useState(false);
  // The address on the profile fills the shipping fields once it arrives, unless the creator already typed.
  useEffect(() => {
    if (!savedAddress) return;
    setChoices((current) =>
      Object.fromEntries(
        Object.entries(current).map(([id, c]) => [id, isEmpty(c.address) ? { ...c, address: fromProfile(savedAddress) } : c]),
      ),
    );
  }, [savedAddress]);
  const shipping = rewards.find((r) => r.collectAddress && choices[r.id]?.claim);
  const set = (id: string, changes: Partial<Choice>) => setChoices({ ...choices, [id]: { ...choices[id]!, ...changes } });
  const errorAt = (field: string) => (sending.serverError?.field === field ? sending.serverError.message : undefined);
  return (
    <form
      noValidate
      aria-label="Claim rewards"
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await sending.run(
          runId,
          rewards.map((r) => {
            const c = choices[r.id]!;
            if (!c.claim) return { rewardId: r.id, action: 'skip' as const };
            return {
              rewardId: r.id,
              action: 'claim' as const,
              ...(r.kind === 'codes' ? { platform: c.platform } : {}),
              ...(r.collectAddress ? { address: c.address } : {}),
            };
          }),
        );
        if (outcome.ok) {
          toasts.add({ type: 'success', content: 'Rewards claimed.' });
          if (saveToProfile && shipping) {
            const { province, email, ...required } = choices[shipping.id]!.address;
            // The claim stands either way: a refused profile address is said, not rolled back.
            await saveAddress({ ...required, province: province || null, email: email || null }).then(
              () => toasts.add({ type: 'success', content: 'Address saved to your profile.' }),
              (error: unknown) =>
                toasts.add({
                  type: 'error',
                  content: `The address was not saved to your profile: ${error instanceof Error ? error.message : 'try again on the Address tab.'}`,
                }),
            );
          }
          await onClaimed();
        }
      }}
    >
      <h3>Claim your rewards</h3>
      {sending.serverError && !sending.serverError.field ? <Alert tone="error">{sending.serverError.message}</Alert> : null}
      {rewards.map((r) => {
        const c = choices[r.id]!;
        return (
          <fieldset key={r.id}>
            <legend>{r.kind === 'codes' ? `${r.numberOfCodes} code(s)` : r.name}</legend>
            <Checkbox
              label="Claim this reward (unchecked: skip it for good)"
              checked={c.claim}
              error={errorAt(`rewards.${r.id}`)}
              onChange={(e) => set(r.id, { claim: e.target.checked })}
            />
            {c.claim && r.kind === 'codes' ? (
              <Select
                label="Platform"
                value={c.platform}
                options={r.platforms.map((p) => ({ value: p, label: p }))}
                error={errorAt(`rewards.${r.id}.platform`)}
                onChange={(e) => set(r.id, { platform: e.target.value })}
              />
            ) : null}
            {c.claim && r.collectAddress
              ? ADDRESS_FIELDS.map(([key, label]) => (
                  <TextField
                    key={key}
                    label={label}
                    value={c.address[key]}
                    error={errorAt(`rewards.${r.id}.address.${key}`)}
                    onChange={(e) => set(r.id, { address: { ...c.address, [key]: e.target.value } })}
                  />
                ))
              : null}
          </fieldset>
        );
      })}
      {shipping ? (
        <Checkbox label="Save this address to my profile" checked={saveToProfile} onChange={(e) => setSaveToProfile(e.target.checked)} />
      ) : null}
      <Button type="submit" loading={sending.submitting}>
        Claim rewards
      </Button>
    </form>
  );
}

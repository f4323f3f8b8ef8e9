import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { StaffHeldQueuePage, type HeldQueueKind } from '../../publishing/index.ts';
import { useHeldKeyCampaigns } from '../hooks/use-company-key-campaigns.ts';

type HeldCampaign = ReturnType<typeof useHeldKeyCampaigns>['nodes'][number];

const heldCampaign = (campaign: HeldCampaign) => ({
  id: campaign.id,
  name: campaign.name,
  eyebrow: `${campaign.company.name} · Key campaign${campaign.preLaunch ? ' (pre-launch)' : ''}`,
  details: (
    <>
      <p>{campaign.game.description || 'No description yet.'}</p>
      <p>
        {campaign.startDate
          ? `Runs ${formatDateTime(campaign.startDate)} – ${campaign.endDate ? formatDateTime(campaign.endDate) : 'open'}`
          : 'No dates'}{' '}
        · {campaign.keys.map((k) => `${k.count} ${k.platform} keys`).join(', ') || 'no keys'}
      </p>
    </>
  ),
});

const KEY_CAMPAIGN_QUEUE: HeldQueueKind = {
  noun: 'campaign',
  heading: 'Campaigns waiting for review',
  useHeld: () => {
    const held = useHeldKeyCampaigns();
    return { items: held.data ? held.nodes.map(heldCampaign) : undefined, error: held.error, refresh: () => held.mutate() };
  },
};

/** /staff/campaigns: the staff review queue for Key campaigns. */
export function StaffHeldCampaignsPage() {
  return <StaffHeldQueuePage kind={KEY_CAMPAIGN_QUEUE} />;
}

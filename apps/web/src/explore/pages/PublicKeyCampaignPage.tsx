import { KeyCampaignHero } from '@lurkit/ui/key-campaign-page/KeyCampaignHero.tsx';
import { SignUpCall } from '@lurkit/ui/sign-up-call/SignUpCall.tsx';
import type { Audience } from '../../shared/routing/route-table.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import type { PublicKeyCampaignPage as PublicPage } from '../operations/explore.operations.ts';

const STATUS = { live: 'active', upcoming: 'upcoming' } as const;

/**
 * /campaigns/{id} for anyone who is not a creator taking part or the campaign's company: what the
 * campaign and its game are, who runs it (a link to the company's page) and the way to take part.
 */
export function PublicKeyCampaignPage({ page, error, audience }: { page: PublicPage | undefined; error: unknown; audience: Audience }) {
  if (!page) return <PageStatus error={error} />;
  const { campaign } = page;
  return (
    <>
      <KeyCampaignHero
        name={campaign.name}
        status={STATUS[campaign.status]}
        preLaunch={page.preLaunch}
        gameName={campaign.gameName}
        description={page.gameDescription}
        headerImageUrl={campaign.cover}
        media={campaign.cover ? [campaign.cover] : []}
        genres={campaign.genres}
        platforms={campaign.platforms}
        category={null}
        startDate={campaign.startDate}
        endDate={campaign.endDate}
        company={{ id: campaign.companyId, name: campaign.companyName }}
      />
      <SignUpCall
        audience={audience}
        action={page.preLaunch ? 'join the waitlist' : 'request a key'}
        returnTo={`/campaigns/${campaign.id}`}
      />
    </>
  );
}

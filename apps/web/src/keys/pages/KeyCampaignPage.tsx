import { useParams } from 'react-router';
import { PublicKeyCampaignPage, usePublicKeyCampaign } from '../../explore/index.ts';
import { audienceOf } from '../../shared/routing/route-access.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { KeyCampaignCompanyPage } from './KeyCampaignCompanyPage.tsx';
import { KeyCampaignCreatorPage } from './KeyCampaignCreatorPage.tsx';

/**
 * /campaigns/{id}: the company manages its campaign; creators see it as theirs to request (spec 2);
 * anyone else (a visitor, a User, staff, another company) reads its public page, so a shared link or
 * a card on /explore never ends at a sign-in wall.
 */
export function KeyCampaignPage({ tab }: { tab?: 'overview' | 'participants' | 'invite' | 'results' }) {
  const { id = '' } = useParams();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : undefined;
  const audience = audienceOf(user);
  const readsPublic = session.status !== 'loading' && audience !== 'Creator' && !tab;
  const publicPage = usePublicKeyCampaign(readsPublic ? id : null);
  if (session.status === 'loading') return <PageStatus error={null} />;
  if (audience === 'Creator') return <KeyCampaignCreatorPage />;
  if (audience !== 'Company' || !user) return <PublicKeyCampaignPage page={publicPage.data} error={publicPage.error} audience={audience} />;
  // A company reads another company's campaign as anyone would; its own (drafts too) it manages.
  if (tab) return <KeyCampaignCompanyPage tab={tab} />;
  if (!publicPage.data && !publicPage.error) return <PageStatus error={null} />;
  if (publicPage.data && publicPage.data.campaign.companyId !== user.company?.id) {
    return <PublicKeyCampaignPage page={publicPage.data} error={null} audience={audience} />;
  }
  return <KeyCampaignCompanyPage tab={tab} />;
}

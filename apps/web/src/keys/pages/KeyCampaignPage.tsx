import { useSession } from '../../shared/session/use-session.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { KeyCampaignCompanyPage } from './KeyCampaignCompanyPage.tsx';
import { KeyCampaignCreatorPage } from './KeyCampaignCreatorPage.tsx';

/** /campaigns/{id}: the company manages its campaign; creators see it as theirs to request (spec 2). */
export function KeyCampaignPage({ tab }: { tab?: 'overview' | 'participants' | 'invite' | 'results' }) {
  const session = useSession();
  if (session.status !== 'authenticated') return <PageStatus error={null} />;
  return session.user.userType === 'Company' ? <KeyCampaignCompanyPage tab={tab} /> : <KeyCampaignCreatorPage />;
}

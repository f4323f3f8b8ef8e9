import { PageStatus } from '../../shared/PageStatus.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { QuestCompanyPage } from './QuestCompanyPage.tsx';
import { QuestCreatorPage } from './QuestCreatorPage.tsx';

/** /campaigns/quests/{id}: the company manages its Quest; creators read it and bid (spec 2). */
export function QuestPage() {
  const session = useSession();
  if (session.status !== 'authenticated') return <PageStatus error={null} />;
  return session.user.userType === 'Company' ? <QuestCompanyPage /> : <QuestCreatorPage />;
}

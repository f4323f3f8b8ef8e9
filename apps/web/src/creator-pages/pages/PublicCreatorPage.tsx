import { PublicCreatorProfile } from '@lurkit/ui/creator-pages/PublicCreatorProfile.tsx';
import { useParams } from 'react-router';
import { GqlError } from '../../shared/api/gql-error.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { useReportUser } from '../../reports/index.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { usePublicCreatorPage } from '../hooks/use-creator-pages.ts';

/** /{slug}: a creator's public page, for anyone (signed out too); an unknown name is "Page not found". */
export function PublicCreatorPage() {
  const slug = useParams().slug ?? '';
  const view = usePublicCreatorPage(slug);
  const session = useSession();
  const report = useReportUser();
  const addToList = useAddToListModal();
  if (view.error instanceof GqlError && view.error.code === 'CREATOR_PAGES.NOT_FOUND') return <NotFoundPage />;
  if (!view.data) return <PageStatus error={view.error} />;
  const { page, creatorId, creatorName, creatorPictureUrl, channels, completionRate, viewerIsOwner, authenticity } = view.data;
  const onReport = session.status === 'authenticated' ? () => report(creatorId, creatorName) : undefined;
  // Creator lists are a company's: only its members are offered one.
  const onAddToList = session.status === 'authenticated' && session.user.company ? () => addToList([creatorId]) : undefined;
  return (
    <PublicCreatorProfile
      page={page}
      creatorName={creatorName}
      pictureUrl={creatorPictureUrl}
      channels={channels}
      completionRate={completionRate}
      viewerIsOwner={viewerIsOwner}
      authenticity={authenticity}
      onReport={onReport}
      onAddToList={onAddToList}
    />
  );
}

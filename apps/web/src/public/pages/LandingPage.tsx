import { MarketplaceLanding } from '@lurkit/ui/landing/MarketplaceLanding.tsx';
import { usePublicFigures } from '../hooks/use-explore.ts';
import { useDocumentTitle } from '../use-document-title.ts';

/** `/` for visitors: what Lurkit is, live figures, and the way in. Figures that fail to load show as dashes. */
export function LandingPage() {
  useDocumentTitle(undefined);
  const figures = usePublicFigures();
  return <MarketplaceLanding figures={figures.data} loading={!figures.data && !figures.error} />;
}

import { MarketplaceLanding } from '@lurkit/ui/landing/MarketplaceLanding.tsx';
import { usePublicFigures } from '../../explore/hooks/use-explore.ts';

/** `/` for visitors: what Lurkit is, live figures, and the way in. Figures that fail to load show as dashes. */
export function LandingPage() {
  const figures = usePublicFigures();
  return <MarketplaceLanding figures={figures.data} loading={!figures.data && !figures.error} />;
}

import { TrackedLinkPanel } from '@lurkit/ui/tracked-link/TrackedLinkPanel.tsx';
import { useMyTrackedLink, type TrackedKind } from './hooks/use-my-tracked-link.ts';

/**
 * The creator's tracked link on a Key campaign's or Quest's page, once they are in (a claimed key, an
 * accepted run). A refusal (no Steam game to lead to) shows nothing: there is no link to share.
 */
export function MyTrackedLink({ kind, activationId, isIn }: { kind: TrackedKind; activationId: string; isIn: boolean }) {
  const link = useMyTrackedLink(kind, activationId, isIn);
  if (!link.data) return null;
  return <TrackedLinkPanel url={`${window.location.origin}${link.data.path}`} storeUrl={link.data.storeUrl} />;
}

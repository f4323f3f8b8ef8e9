import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AttributionReport } from '@lurkit/ui/attribution/AttributionReport.tsx';
import { UtmReportUpload, type UtmImportResult, type UtmReportRefusal } from '@lurkit/ui/attribution/UtmReportUpload.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useCompanySteamGames, useSteamGameAttribution } from '../hooks/use-attribution.ts';
import { uploadUtmReport } from '../operations/utm-report-upload.ts';

type Upload = { progress: number | null; refusal: UtmReportRefusal | null; error: string | null; imported: UtmImportResult | null };
const IDLE: Upload = { progress: null, refusal: null, error: null, imported: null };

/** /company/attribution?game={appId}: import Steam's UTM report per game, and read which creator brought visits and wishlists. */
export function CompanyAttributionPage() {
  const games = useCompanySteamGames();
  const [params, setParams] = useSearchParams();
  const asked = params.get('game');
  const game = games.data?.find((g) => g.appId === asked) ?? games.data?.[0] ?? null;
  const attribution = useSteamGameAttribution(game?.appId ?? null);
  const [upload, setUpload] = useState<Upload>(IDLE);

  const onUpload = async (file: File) => {
    if (!game || upload.progress !== null) return;
    setUpload({ ...IDLE, progress: 0 });
    const outcome = await uploadUtmReport(game.appId, file, (progress) => setUpload((u) => ({ ...u, progress })));
    if (outcome.ok) {
      setUpload({ ...IDLE, imported: outcome.imported });
      await attribution.mutate();
    } else setUpload({ ...IDLE, refusal: outcome.refusal, error: outcome.refusal ? null : outcome.message });
  };

  return (
    <>
      <h1>Wishlist attribution</h1>
      <p>
        Each creator shares a tracked link that leads to your Steam store page with UTM parameters. Import Steam’s UTM traffic report to see
        which creator brought the visits and wishlists. The totals also show in{' '}
        <AppLink href="/company/reporting">results and reporting</AppLink>.
      </p>
      {!games.data ? (
        <PageStatus error={games.error} />
      ) : !game ? (
        <EmptyState title="No Steam game yet">
          A report is imported for a Steam game one of your Key campaigns or Quests is about. Create one with its Steam store page first.
        </EmptyState>
      ) : (
        <>
          <h2>Import a UTM report</h2>
          <UtmReportUpload
            games={games.data}
            appId={game.appId}
            onGameChange={(appId) => {
              setUpload(IDLE);
              setParams({ game: appId });
            }}
            onUpload={(file) => void onUpload(file)}
            {...upload}
          />
          <h2>Traffic from creators: {game.name}</h2>
          {!attribution.data ? (
            <PageStatus error={attribution.error} />
          ) : (
            <AttributionReport gameName={attribution.data.game.name} rows={attribution.data.rows} />
          )}
        </>
      )}
    </>
  );
}

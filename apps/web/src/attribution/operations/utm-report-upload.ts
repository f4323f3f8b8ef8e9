import type { UtmImportResult, UtmReportRefusal } from '@lurkit/ui/attribution/UtmReportUpload.tsx';
import { postWithProgress } from '../../shared/api/post-with-progress.ts';

export type UtmUploadOutcome = { ok: true; imported: UtmImportResult } | { ok: false; refusal: UtmReportRefusal | null; message: string };

interface RefusalBody {
  message?: string;
  problems?: UtmReportRefusal['problems'];
  problemCount?: number;
}

/** Posts Steam's UTM report for one game as it is; a refusal carries each problem's line and column. */
export async function uploadUtmReport(appId: string, file: Blob, onProgress: (fraction: number) => void): Promise<UtmUploadOutcome> {
  const outcome = await postWithProgress(
    `/api/attribution/steam-games/${encodeURIComponent(appId)}/utm-report`,
    'text/csv',
    file,
    onProgress,
  );
  if (outcome.kind !== 'answered')
    return { ok: false, refusal: null, message: 'The upload failed: the connection dropped. Nothing was imported.' };
  if (outcome.status === 200) return { ok: true, imported: outcome.body as UtmImportResult };
  const refused = (outcome.body ?? {}) as RefusalBody;
  const message = refused.message ?? 'The report could not be imported. Please try again.';
  const problems = refused.problems;
  return { ok: false, message, refusal: problems ? { message, problems, problemCount: refused.problemCount ?? problems.length } : null };
}

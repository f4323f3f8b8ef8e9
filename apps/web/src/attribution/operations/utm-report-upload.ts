import type { UtmImportResult, UtmReportRefusal } from '@lurkit/ui/attribution/UtmReportUpload.tsx';

export type UtmUploadOutcome = { ok: true; imported: UtmImportResult } | { ok: false; refusal: UtmReportRefusal | null; message: string };

interface RefusalBody {
  code?: string;
  message?: string;
  problems?: UtmReportRefusal['problems'];
  problemCount?: number;
}

/**
 * Posts Steam's UTM report for one game as it is, with upload progress (fetch cannot report it). The
 * x-lurkit-upload header is the route's CSRF guard. A refusal carries each problem's line and column.
 */
export function uploadUtmReport(appId: string, file: Blob, onProgress: (fraction: number) => void): Promise<UtmUploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/attribution/steam-games/${encodeURIComponent(appId)}/utm-report`);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.setRequestHeader('x-lurkit-upload', '1');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 200) return resolve({ ok: true, imported: body as UtmImportResult });
      const refused = (body ?? {}) as RefusalBody;
      const message = refused.message ?? 'The report could not be imported. Please try again.';
      resolve({
        ok: false,
        message,
        refusal: refused.problems
          ? { message, problems: refused.problems, problemCount: refused.problemCount ?? refused.problems.length }
          : null,
      });
    };
    xhr.onerror = () => resolve({ ok: false, refusal: null, message: 'The upload failed: the connection dropped. Nothing was imported.' });
    xhr.send(file);
  });
}

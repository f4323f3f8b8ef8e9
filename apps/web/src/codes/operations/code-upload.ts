import { postWithProgress } from '../../shared/api/post-with-progress.ts';
import type { AddCodesReport } from './code-manager.operations.ts';

export interface UploadFailure {
  code: string;
  message: string;
  field?: string;
  duplicatesInPaste?: number;
  alreadyExisting?: number;
  firstDuplicates?: { line: number; masked: string }[];
  /** Lines breaking the store's key format: how many, the first line numbers, how many are valid. */
  malformed?: number;
  malformedLines?: number[];
  valid?: number;
}

/** Files over this are refused before sending: 16 MB, the upload route's limit. */
export const CODE_FILE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Posts a text or CSV file of codes as it is (the server checks it is text and reads its lines) with
 * upload progress. `onlyValidLines` is the company's choice to leave out lines that break the store's
 * key format; `signal` cancels the upload.
 */
export async function uploadCodes(
  itemId: string,
  platform: string,
  file: Blob & { name: string },
  options: { onlyValidLines: boolean; signal?: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<
  { ok: true; report: AddCodesReport & { malformedSkipped: number; malformedLines: number[] } } | { ok: false; error: UploadFailure }
> {
  const format = /\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'csv' : 'text';
  const query = `platform=${encodeURIComponent(platform)}&format=${format}${options.onlyValidLines ? '&onlyValid=1' : ''}`;
  const outcome = await postWithProgress(
    `/api/code-manager/items/${encodeURIComponent(itemId)}/codes?${query}`,
    'text/plain',
    file,
    onProgress,
    options.signal,
  );
  // The server adds nothing of a file whose upload stops before its end.
  if (outcome.kind === 'aborted')
    return { ok: false, error: { code: 'UPLOAD_CANCELLED', message: 'Upload cancelled. Nothing was added.', field: 'file' } };
  if (outcome.kind === 'dropped')
    return {
      ok: false,
      error: { code: 'UPLOAD_FAILED', message: 'Upload codes failed: the connection dropped. Nothing was added.', field: 'file' },
    };
  if (outcome.status === 200)
    return { ok: true, report: outcome.body as AddCodesReport & { malformedSkipped: number; malformedLines: number[] } };
  if (outcome.status === 413)
    return {
      ok: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Upload codes failed: the file is larger than 16 MB.', field: 'file' },
    };
  const error = (outcome.body ?? {}) as Partial<UploadFailure> & { error?: string };
  return {
    ok: false,
    error: {
      code: error.code ?? error.error ?? 'UPLOAD_FAILED',
      message: error.message ?? 'Upload codes failed.',
      field: error.field,
      duplicatesInPaste: error.duplicatesInPaste,
      alreadyExisting: error.alreadyExisting,
      firstDuplicates: error.firstDuplicates,
      malformed: error.malformed,
      malformedLines: error.malformedLines,
      valid: error.valid,
    },
  };
}

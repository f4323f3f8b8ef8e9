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
 * upload progress, which fetch cannot report. The x-lurkit-upload header is the route's CSRF guard:
 * a cross-site form cannot set it. `onlyValidLines` is the company's choice to leave out lines that
 * break the store's key format; `signal` cancels the upload.
 */
export function uploadCodes(
  itemId: string,
  platform: string,
  file: Blob & { name: string },
  options: { onlyValidLines: boolean; signal?: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<
  { ok: true; report: AddCodesReport & { malformedSkipped: number; malformedLines: number[] } } | { ok: false; error: UploadFailure }
> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const format = /\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'csv' : 'text';
    const query = `platform=${encodeURIComponent(platform)}&format=${format}${options.onlyValidLines ? '&onlyValid=1' : ''}`;
    xhr.open('POST', `/api/code-manager/items/${encodeURIComponent(itemId)}/codes?${query}`);
    xhr.setRequestHeader('content-type', 'text/plain');
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
      if (xhr.status === 200)
        resolve({ ok: true, report: body as AddCodesReport & { malformedSkipped: number; malformedLines: number[] } });
      else if (xhr.status === 413)
        resolve({
          ok: false,
          error: { code: 'PAYLOAD_TOO_LARGE', message: 'Upload codes failed: the file is larger than 16 MB.', field: 'file' },
        });
      else {
        const error = (body ?? {}) as Partial<UploadFailure> & { error?: string };
        resolve({
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
        });
      }
    };
    // The server adds nothing of a file whose upload stops before its end.
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () =>
      resolve({ ok: false, error: { code: 'UPLOAD_CANCELLED', message: 'Upload cancelled. Nothing was added.', field: 'file' } });
    xhr.onerror = () =>
      resolve({
        ok: false,
        error: { code: 'UPLOAD_FAILED', message: 'Upload codes failed: the connection dropped. Nothing was added.', field: 'file' },
      });
    xhr.send(file);
  });
}

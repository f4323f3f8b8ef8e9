import type { AddCodesReport } from './code-manager.operations.ts';

export interface UploadFailure {
  code: string;
  message: string;
  field?: string;
  duplicatesInPaste?: number;
  alreadyExisting?: number;
  firstDuplicates?: { line: number; masked: string }[];
}

/**
 * Posts codes (one per line) for an item with upload progress, which fetch cannot report. The
 * x-lurkit-upload header is the route's CSRF guard: a cross-site form cannot set it.
 */
export function uploadCodes(
  itemId: string,
  platform: string,
  lines: string,
  onProgress: (fraction: number) => void,
): Promise<{ ok: true; report: AddCodesReport } | { ok: false; error: UploadFailure }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/code-manager/items/${encodeURIComponent(itemId)}/codes?platform=${encodeURIComponent(platform)}`);
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
      if (xhr.status === 200) resolve({ ok: true, report: body as AddCodesReport });
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
          },
        });
      }
    };
    xhr.onerror = () =>
      resolve({
        ok: false,
        error: { code: 'UPLOAD_FAILED', message: 'Upload codes failed: the connection dropped. Nothing was added.', field: 'file' },
      });
    xhr.send(lines);
  });
}

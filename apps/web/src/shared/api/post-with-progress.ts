/** How a file upload ended: the server's status and parsed JSON answer (null when not JSON), or no answer. */
export type PostOutcome = { kind: 'answered'; status: number; body: unknown } | { kind: 'aborted' } | { kind: 'dropped' };

/**
 * POSTs a body as it is with upload progress, which fetch cannot report. The x-lurkit-upload header is
 * the upload routes' CSRF guard: a cross-site form cannot set it. `signal` cancels the upload.
 */
export function postWithProgress(
  url: string,
  contentType: string,
  body: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('x-lurkit-upload', '1');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      resolve({ kind: 'answered', status: xhr.status, body: parsed });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () => resolve({ kind: 'aborted' });
    xhr.onerror = () => resolve({ kind: 'dropped' });
    xhr.send(body);
  });
}

export type ImageUpload = { ok: true; url: string } | { ok: false; message: string };

/**
 * Sends an image file to one of the API's upload routes with progress (fetch cannot report upload
 * progress). The route checks the bytes again (type, 5 MB, 4K) and answers 201 with the image's
 * address, or its refusal's message; `noun` names the image in the messages ("picture", "image").
 */
export function uploadImage(route: string, noun: string, file: File, onProgress: (percent: number) => void): Promise<ImageUpload> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', route);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('x-lurkit-upload', '1');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let body: { url?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status === 201 && typeof body.url === 'string') resolve({ ok: true, url: body.url });
      else
        resolve({
          ok: false,
          message: typeof body.message === 'string' ? body.message : `The ${noun} could not be uploaded. Please try again.`,
        });
    };
    xhr.onerror = () => resolve({ ok: false, message: `The ${noun} could not be uploaded: the connection dropped.` });
    xhr.send(file);
  });
}

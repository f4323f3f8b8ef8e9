import type { PictureUploadOutcome } from '@lurkit/ui/user-settings/ProfilePictureField.tsx';

/**
 * Sends the profile picture to its upload route with progress (fetch cannot report upload progress).
 * The route reads the bytes again (type, 5 MB, 4K) and answers the picture's new address.
 */
export function uploadProfilePicture(file: File, onProgress: (percent: number) => void): Promise<PictureUploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/profile-picture');
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
          message: typeof body.message === 'string' ? body.message : 'The picture could not be uploaded. Please try again.',
        });
    };
    xhr.onerror = () => resolve({ ok: false, message: 'The picture could not be uploaded: the connection dropped.' });
    xhr.send(file);
  });
}

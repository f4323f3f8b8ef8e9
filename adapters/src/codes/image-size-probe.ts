import { imageSize } from 'image-size';
import type { ImageProbePort } from '@lurkit/core/codes/ports/item-image-store.port.ts';

const MIME_BY_TYPE: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** image-size reads the type and pixel size from the file's headers, without decoding pixels. */
export const imageSizeProbe: ImageProbePort = {
  probe(bytes) {
    try {
      const facts = imageSize(bytes);
      const type = facts.type ? MIME_BY_TYPE[facts.type] : undefined;
      return type && facts.width && facts.height ? { type, width: facts.width, height: facts.height } : null;
    } catch {
      // image-size throws on anything it cannot read as an image: that is our answer, not a fault.
      return null;
    }
  },
};

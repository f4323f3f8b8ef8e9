import type { ImageUploadOutcome } from '@lurkit/ui/code-manager/AddItemForm.tsx';
import { uploadImage } from '../../shared/api/upload-image.ts';

/** An item image to the Code Manager's route, which answers the path the item keeps. */
export const uploadItemImage = (file: File, onProgress: (percent: number) => void): Promise<ImageUploadOutcome> =>
  uploadImage('/api/code-manager/images', 'image', file, onProgress);

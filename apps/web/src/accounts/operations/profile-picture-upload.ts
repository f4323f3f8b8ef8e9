import type { PictureUploadOutcome } from '@lurkit/ui/user-settings/ProfilePictureField.tsx';
import { uploadImage } from '../../shared/api/upload-image.ts';

/** The profile picture to its route, which answers the picture's new address. */
export const uploadProfilePicture = (file: File, onProgress: (percent: number) => void): Promise<PictureUploadOutcome> =>
  uploadImage('/api/profile-picture', 'picture', file, onProgress);

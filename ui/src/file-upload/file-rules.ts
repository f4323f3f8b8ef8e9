/** Upload limits of spec sections 5 and 9. */
export const MAX_IMAGE_BYTES = 5_242_880; // 5 MB
export const MAX_ASSET_BYTES = 2 * 1024 * 1024 * 1024; // 2 GB, in the spec's binary units (1 MB = 1048576)
/** 4K UHD; either orientation, so portrait phone screenshots up to 2160 x 3840 pass too. */
export const MAX_IMAGE_LONG_SIDE = 3840;
export const MAX_IMAGE_SHORT_SIDE = 2160;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Checked by extension: browsers report .rar with many different (or no) MIME types. */
export const ASSET_EXTENSIONS = ['.zip', '.rar'] as const;

export type UploadKind = 'image' | 'asset';

export const FILE_MESSAGES = {
  empty: 'The file is empty.',
  imageType: 'Choose a PNG, JPEG, GIF or WebP image.',
  imageSize: 'Images can be at most 5 MB.',
  imageUnreadable: 'This file could not be read as an image.',
  assetType: 'Assets must be .zip or .rar files.',
  assetSize: 'Assets can be at most 2 GB.',
} as const;

/** What can be told from the file itself (type and size), before any decoding. */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, kind: UploadKind): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (kind === 'image') {
    if (!IMAGE_TYPES.some((type) => type === file.type)) return FILE_MESSAGES.imageType;
    return file.size > MAX_IMAGE_BYTES ? FILE_MESSAGES.imageSize : null;
  }
  const name = file.name.toLowerCase();
  if (!ASSET_EXTENSIONS.some((extension) => name.endsWith(extension))) return FILE_MESSAGES.assetType;
  return file.size > MAX_ASSET_BYTES ? FILE_MESSAGES.assetSize : null;
}

/** The 4K rule on decoded pixel dimensions. */
export function checkImageDimensions({ width, height }: { width: number; height: number }): string | null {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long <= MAX_IMAGE_LONG_SIDE && short <= MAX_IMAGE_SHORT_SIDE) return null;
  return `Images can be at most ${MAX_IMAGE_LONG_SIDE} × ${MAX_IMAGE_SHORT_SIDE} pixels (4K); this one is ${width} × ${height}.`;
}

/** Decodes the image the way the browser will show it, to learn its real pixel size. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    // decode() rejects for anything that is not a decodable image; the caller reports it as unreadable.
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** All checks for one file: type and size first, then (images) the decoded dimensions. */
export async function validateUpload(file: File, kind: UploadKind): Promise<string | null> {
  const basic = checkFile(file, kind);
  if (basic || kind === 'asset') return basic;
  const size = await readImageSize(file);
  return size ? checkImageDimensions(size) : FILE_MESSAGES.imageUnreadable;
}

import { err, ok, type Result } from '../../shared/result.ts';
import { InvalidContentUrl } from './quests.errors.ts';

/** How a platform shows a video: listed publicly, reachable only by link, or private. */
export const VIDEO_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

/** Spec section 5: a URL is required and links start with http:// or https://. */
export function parseContentUrl(raw: string): Result<string, InvalidContentUrl> {
  const url = raw.trim();
  if (!url) return err(new InvalidContentUrl('A URL is required.'));
  if (!/^https?:\/\//i.test(url)) return err(new InvalidContentUrl('Links must start with http:// or https://.'));
  if (!URL.canParse(url)) return err(new InvalidContentUrl('Please enter a valid URL.'));
  return ok(url);
}

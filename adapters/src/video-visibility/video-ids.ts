import type { OfferPlatform } from '@lurkit/core/quests/domain/offer.schema.ts';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const TWITCH_ID = /^\d{1,20}$/;

/**
 * The platform's id of a submitted video from the links creators paste: YouTube `watch?v=`, `youtu.be/`,
 * `/shorts/`, `/live/` and `/embed/`; Twitch `/videos/{id}`. Anything else is no video we can check.
 */
export function videoIdOf(platform: OfferPlatform, url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (platform === 'youtube') {
    const id =
      host === 'youtu.be'
        ? segments[0]
        : host === 'youtube.com' && segments[0] === 'watch'
          ? parsed.searchParams.get('v')
          : host === 'youtube.com' && ['shorts', 'live', 'embed'].includes(segments[0] ?? '')
            ? segments[1]
            : null;
    return id && YOUTUBE_ID.test(id) ? id : null;
  }
  const id = host === 'twitch.tv' && segments[0] === 'videos' ? segments[1] : null;
  return id && TWITCH_ID.test(id) ? id : null;
}

/** Where submitted content lives: the platform and its own id of the video or stream. */
export interface ContentPostRef {
  readonly provider: 'twitch' | 'youtube';
  readonly externalId: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/**
 * Reads the platform's id from a submitted URL, so the content's figures come from the post the
 * platform reports under that id (Twitch videos, YouTube videos, shorts and lives); null for any
 * other link, whose figures we cannot know.
 */
export function contentPostRef(url: string): ContentPostRef | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  const id = (value: string | null | undefined) => (value && /^[\w-]{1,128}$/.test(value) ? value : null);
  if (host === 'twitch.tv' || host === 'www.twitch.tv' || host === 'm.twitch.tv') {
    const externalId = segments[0] === 'videos' ? id(segments[1]) : null;
    return externalId ? { provider: 'twitch', externalId } : null;
  }
  if (host === 'youtu.be') {
    const externalId = id(segments[0]);
    return externalId ? { provider: 'youtube', externalId } : null;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    const externalId =
      segments[0] === 'watch' ? id(parsed.searchParams.get('v')) : ['shorts', 'live'].includes(segments[0] ?? '') ? id(segments[1]) : null;
    return externalId ? { provider: 'youtube', externalId } : null;
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { contentPostRef } from './content-post-ref.ts';

describe('contentPostRef', () => {
  it.each([
    ['https://www.twitch.tv/videos/2211', { provider: 'twitch', externalId: '2211' }],
    ['https://twitch.tv/videos/2211?t=1h', { provider: 'twitch', externalId: '2211' }],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', { provider: 'youtube', externalId: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/abc123', { provider: 'youtube', externalId: 'abc123' }],
    ['https://youtube.com/shorts/s-1_x', { provider: 'youtube', externalId: 's-1_x' }],
    ['https://m.youtube.com/live/L1', { provider: 'youtube', externalId: 'L1' }],
  ])('reads %s', (url, ref) => {
    expect(contentPostRef(url)).toEqual(ref);
  });

  it.each([
    'https://www.twitch.tv/somechannel',
    'https://www.youtube.com/@channel',
    'https://www.youtube.com/watch?v=',
    'https://example.com/videos/1',
    'https://youtu.be/a%20b',
    'not a url',
  ])('has no post for %s', (url) => {
    expect(contentPostRef(url)).toBeNull();
  });
});

import type { ProviderAccount } from '@lurkit/core/connections/domain/user-connection.entity.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import * as v from 'valibot';
import { youtubeApis, youtubeRead } from '../channel-statistics/youtube-api.ts';
import type { OAuthClientConfig } from './oauth-protocols.ts';

/**
 * The three documented "who am I" reads, each checked by shape before use: Twitch Helix `users` and
 * TikTok Display API `user/info` over fetch, YouTube `channels` (mine) through Google's official client.
 */
const twitchUsers = v.object({
  data: v.array(v.object({ id: v.string(), login: v.string(), display_name: v.string(), email: v.nullish(v.string()) })),
});
const youtubeChannels = v.object({
  items: v.optional(v.array(v.object({ id: v.string(), snippet: v.object({ title: v.string(), customUrl: v.optional(v.string()) }) })), []),
});
const tiktokUser = v.object({
  data: v.object({ user: v.object({ open_id: v.string(), display_name: v.string(), username: v.optional(v.string()) }) }),
});

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return response.json();
}

/** Reads the account that just signed in; throws when the provider answers anything else. */
export async function fetchProviderAccount(
  provider: ChannelProvider,
  client: OAuthClientConfig,
  accessToken: string,
): Promise<ProviderAccount> {
  const bearer = { authorization: `Bearer ${accessToken}` };
  if (provider === 'twitch') {
    const { data } = v.parse(twitchUsers, await getJson(`${client.bases.api}/helix/users`, { ...bearer, 'client-id': client.clientId }));
    const user = data[0];
    if (!user) throw new Error('Twitch named no user for the token.');
    return { id: user.id, login: user.login, displayName: user.display_name, email: user.email ?? null };
  }
  if (provider === 'youtube') {
    const youtube = youtubeApis(client, accessToken);
    const { items } = v.parse(
      youtubeChannels,
      await youtubeRead('channels', () => youtube.data.channels.list({ part: ['snippet'], mine: true }, youtube.dataOptions)),
    );
    const channel = items[0];
    if (!channel) throw new Error('The Google account has no YouTube channel.');
    const login = (channel.snippet.customUrl ?? channel.snippet.title).replace(/^@/, '');
    return { id: channel.id, login, displayName: channel.snippet.title, email: null };
  }
  const { data } = v.parse(
    tiktokUser,
    await getJson(`${client.bases.api}/v2/user/info/?fields=open_id,union_id,display_name,username`, bearer),
  );
  return { id: data.user.open_id, login: data.user.username ?? data.user.display_name, displayName: data.user.display_name, email: null };
}

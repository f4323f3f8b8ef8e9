import { aConnectionRecord } from '@lurkit/core/connections/ports/user-connection-repository.contract.ts';
import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { generateCodeVerifier, generateState } from 'arctic';
import { HttpOAuthProvider } from '../http-oauth-provider.ts';
import type { OAuthClients } from '../oauth-protocols.ts';

const redirectUri = 'http://app.test/api/auth/callback';

/** A creator who connected `login` on `provider` through the fake provider's consent page, saved in `connections`. */
export async function connectedThroughFake(
  clients: OAuthClients,
  connections: UserConnectionRepositoryPort,
  provider: ChannelProvider,
  login: string,
  userId: string = globalThis.crypto.randomUUID(),
) {
  const oauth = new HttpOAuthProvider(clients);
  const attempt = { state: generateState(), codeVerifier: generateCodeVerifier(), redirectUri };
  const url = oauth.authorizationUrl(provider, attempt);
  const form = new URLSearchParams([...new URL(url).searchParams.entries(), ['login', login], ['decision', 'allow']]);
  const back = new URL((await fetch(url, { method: 'POST', body: form, redirect: 'manual' })).headers.get('location')!);
  const grant = await oauth.exchangeCode(provider, {
    code: back.searchParams.get('code')!,
    codeVerifier: attempt.codeVerifier,
    redirectUri,
  });
  if (!grant.ok) throw new Error('no grant');
  const connection = aConnectionRecord(userId, { provider, providerAccountId: grant.value.account.id, login, tokens: grant.value.tokens });
  await connections.save(connection);
  return connection;
}

import { expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { signInThroughSandbox } from '../testing/oauth-sandbox.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CREATE_CREATOR_PAGE, DELETE_CREATOR_PAGE, DISCONNECT_CONNECTION, MY_CONNECTIONS } from './operations.ts';
import { uniqueName } from '../testing/unique-name.ts';

const app = useTestApp();

it('refuses to disconnect a connection while a creator page shows it (spec 8), and disconnects it once the page is gone', async () => {
  const creator = await signedInCreator(app);
  await signInThroughSandbox(creator.client, 'twitch', uniqueName('dc'));
  const [connection] = (await creator.client.op(MY_CONNECTIONS)).data!.legacyMe.userConnections;
  const page = await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug: uniqueName('dc-'), title: 'Mine', links: [] } });

  const refused = await creator.client.op(DISCONNECT_CONNECTION, { id: connection!.id });
  expect(refused.errors[0]?.extensions).toMatchObject({ code: 'CONNECTIONS.USED_BY_CREATOR_PAGE' });
  expect((await creator.client.op(MY_CONNECTIONS)).data!.legacyMe.userConnections).toHaveLength(1);

  await creator.client.op(DELETE_CREATOR_PAGE, { id: page.data!.createCreatorPage.id });
  expect((await creator.client.op(DISCONNECT_CONNECTION, { id: connection!.id })).data).toEqual({ disconnectConnection: connection!.id });
  expect((await creator.client.op(MY_CONNECTIONS)).data!.legacyMe.userConnections).toEqual([]);
});

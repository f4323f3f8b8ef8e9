import { describe, expect, it } from 'vitest';
import { ownerWithJoinedMember, signedInCompanyUser } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ADD_WEBHOOK_ENDPOINT, REMOVE_WEBHOOK_ENDPOINT, ROLL_WEBHOOK_SECRET, WEBHOOK_DELIVERIES, WEBHOOK_ENDPOINTS } from './operations.ts';

const app = useTestApp();

describe('company webhooks', () => {
  it('the owner adds an endpoint, sees it with its secret hinted, rolls its secret with a day of overlap, and removes it', async () => {
    const { owner, member } = await ownerWithJoinedMember(app);
    const added = await owner.client.op(ADD_WEBHOOK_ENDPOINT, { url: 'https://203.0.113.10/hooks', events: ['KEY_CLAIMED', 'QUEST_PAID'] });
    expect(added.errors).toEqual([]);
    const { secret, endpoint } = added.data!.addWebhookEndpoint;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    const [stored] = await sql<{ secret_sealed: string }>(app.databaseUrl, 'select secret_sealed from webhook_endpoint where id = ?', [
      endpoint.id,
    ]);
    expect(stored!.secret_sealed).not.toContain(secret.slice(6));

    const listed = await owner.client.op(WEBHOOK_ENDPOINTS, {});
    expect(listed.data?.webhookEndpoints).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        events: ['KEY_CLAIMED', 'QUEST_PAID'],
        secretHint: secret.slice(-4),
        previousSecretExpiresAt: null,
      }),
    ]);
    expect((await owner.client.op(WEBHOOK_DELIVERIES, { endpointId: endpoint.id })).data?.webhookDeliveries).toEqual([]);

    const rolled = await owner.client.op(ROLL_WEBHOOK_SECRET, { endpointId: endpoint.id });
    expect(rolled.data?.rollWebhookSecret.secret).not.toBe(secret);
    expect(rolled.data?.rollWebhookSecret.endpoint.previousSecretExpiresAt).toEqual(expect.any(String));

    // Webhooks are the owner's: a member is refused.
    expect((await member.client.op(WEBHOOK_ENDPOINTS, {})).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await owner.client.op(REMOVE_WEBHOOK_ENDPOINT, { endpointId: endpoint.id })).data?.removeWebhookEndpoint).toBe(endpoint.id);
    expect((await owner.client.op(WEBHOOK_ENDPOINTS, {})).data?.webhookEndpoints).toEqual([]);
  });

  it('refuses private and loopback addresses, and a missing event choice, each at its field with a stable code', async () => {
    const owner = await signedInCompanyUser(app);
    const refusal = async (url: string, events: ('KEY_CLAIMED' | 'QUEST_PAID')[] = ['KEY_CLAIMED']) =>
      (await owner.client.op(ADD_WEBHOOK_ENDPOINT, { url, events })).errors[0]?.extensions;
    expect(await refusal('http://127.0.0.1:8080/hooks')).toMatchObject({ code: 'WEBHOOKS.URL_PRIVATE_ADDRESS', field: 'url' });
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toMatchObject({ code: 'WEBHOOKS.URL_PRIVATE_ADDRESS', field: 'url' });
    expect(await refusal('https://[::1]/hooks')).toMatchObject({ code: 'WEBHOOKS.URL_PRIVATE_ADDRESS', field: 'url' });
    expect(await refusal('https://192.168.1.4/hooks')).toMatchObject({ code: 'WEBHOOKS.URL_PRIVATE_ADDRESS', field: 'url' });
    expect(await refusal('mailto:ops@example.com')).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'url' });
    expect(await refusal('https://203.0.113.10/hooks', [])).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'events' });
    expect((await owner.client.op(WEBHOOK_ENDPOINTS, {})).data?.webhookEndpoints).toEqual([]);
  });
});

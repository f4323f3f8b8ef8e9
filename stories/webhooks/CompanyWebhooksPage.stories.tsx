import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResultOf } from 'gql.tada';
import { expect, within } from 'storybook/test';
import {
  AddWebhookEndpointMutation,
  ResendWebhookDeliveryMutation,
  RollWebhookSecretMutation,
  WebhookDeliveriesQuery,
  WebhookEndpointsQuery,
} from '../../apps/web/src/webhooks/operations/webhooks.operations.ts';
import { CompanyWebhooksPage } from '../../apps/web/src/webhooks/pages/CompanyWebhooksPage.tsx';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const ENDPOINT_ID = '00000000-0000-4000-8000-0000000000e1';
const URL = 'https://hooks.demostudio.example/lurkit';
const webhookEndpoints: ResultOf<typeof WebhookEndpointsQuery>['webhookEndpoints'] = [
  {
    id: ENDPOINT_ID,
    url: URL,
    events: ['KEY_CLAIMED', 'QUEST_PAID'],
    secretHint: 'x9Qa',
    previousSecretExpiresAt: null,
    createdAt: '2026-03-02T09:00:00.000Z',
  },
];
const webhookDeliveries: ResultOf<typeof WebhookDeliveriesQuery>['webhookDeliveries'] = [
  {
    id: '00000000-0000-4000-8000-0000000000d1',
    eventId: '00000000-0000-4000-8000-0000000000c1',
    event: 'QUEST_PAID',
    status: 'failed',
    attempts: 12,
    nextAttemptAt: null,
    lastAttemptAt: '2026-03-04T08:00:00.000Z',
    responseStatus: 500,
    responseExcerpt: 'Internal Server Error',
    createdAt: '2026-03-03T08:00:00.000Z',
    deliveredAt: null,
  },
];
const NEW_SECRET = 'whsec_q0m3Lk2b7Vn1Xc8Zs5Ad4Fg6Hj9Kl0Pw3Oe2Ri7Tu1Y';

const meta = {
  title: 'Pages/Webhooks/Company webhooks',
  component: CompanyWebhooksPage,
  ...pageMeta({
    url: '/company/settings/webhooks',
    role: 'companyOwner',
    network: [gqlData(WebhookEndpointsQuery, { webhookEndpoints }), gqlData(WebhookDeliveriesQuery, { webhookDeliveries })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(WebhookEndpointsQuery);

/** Webhooks are the owner's: a member reads the refusal. */
export const MemberRefused: Story = refusedStory(WebhookEndpointsQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(WebhookEndpointsQuery, { webhookEndpoints: [] })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No webhook endpoints yet')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The owner's endpoint and, once asked for, its deliveries in Stockholm time. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Deliveries to ${URL}` }));
    const log = await canvas.findByRole('region', { name: `Deliveries to ${URL}` });
    await expect(await within(log).findByRole('rowheader', { name: 'A Quest was paid' })).toBeVisible();
    await expect(log).toHaveTextContent('3 Mar 2026, 09:00 CET');
  },
};

/** The new endpoint's secret is shown once, in place of the form. */
export const Added: Story = {
  parameters: pageAt({
    network: [
      gqlData(AddWebhookEndpointMutation, { addWebhookEndpoint: { secret: NEW_SECRET, endpoint: { id: ENDPOINT_ID } } }),
      gqlData(WebhookEndpointsQuery, { webhookEndpoints }),
    ],
  }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('button', { name: `Deliveries to ${URL}` });
    await fillFields(context, { 'Endpoint URL': URL });
    await userEvent.click(canvas.getByLabelText(/A creator claimed a key/));
    await clickButton(context, 'Add endpoint');
    await expect(await canvas.findByText(NEW_SECRET)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have copied it' }));
    await expect(canvas.queryByText(NEW_SECRET)).not.toBeInTheDocument();
  },
};

/** The server refuses a private address at the URL field, with its code. */
export const PrivateAddressRefused: Story = {
  parameters: pageAt({
    network: [
      gqlError(AddWebhookEndpointMutation, {
        code: 'WEBHOOKS.URL_PRIVATE_ADDRESS',
        message: 'This address points to a private or local network; use a public address.',
        field: 'url',
      }),
      gqlData(WebhookEndpointsQuery, { webhookEndpoints: [] }),
    ],
  }),
  play: async (context) => {
    await context.canvas.findByText('No webhook endpoints yet');
    await fillFields(context, { 'Endpoint URL': 'https://192.168.1.4/hooks' });
    await context.userEvent.click(context.canvas.getByLabelText(/A creator claimed a key/));
    await clickButton(context, 'Add endpoint');
    await expectFieldError(context.canvas, 'Endpoint URL', 'WEBHOOKS.URL_PRIVATE_ADDRESS');
  },
};

/** A roll shows the new secret once and says the old one signs for another day. */
export const Rolled: Story = {
  parameters: pageAt({
    network: [
      gqlData(RollWebhookSecretMutation, {
        rollWebhookSecret: { secret: NEW_SECRET, endpoint: { id: ENDPOINT_ID, previousSecretExpiresAt: '2026-03-05T09:00:00.000Z' } },
      }),
      gqlData(WebhookEndpointsQuery, { webhookEndpoints }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Roll secret of ${URL}` }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Roll secret' }));
    await expect(await canvas.findByText(NEW_SECRET)).toBeVisible();
    await expect(canvas.getByText(/old secret keeps signing deliveries for 24 hours/)).toBeVisible();
  },
};

/** A double click on Resend sends one request. */
export const ResendOnce: Story = {
  parameters: pageAt({
    network: [
      gqlData(ResendWebhookDeliveryMutation, {
        resendWebhookDelivery: { id: webhookDeliveries[0]!.id, status: 'pending', nextAttemptAt: '2026-03-04T09:00:00.000Z' },
      }),
      gqlData(WebhookEndpointsQuery, { webhookEndpoints }),
      gqlData(WebhookDeliveriesQuery, { webhookDeliveries }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Deliveries to ${URL}` }));
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Resend A Quest was paid' }));
    const toasts = await within(document.body).findAllByText('Delivery queued to send again.');
    await expect(toasts).toHaveLength(1);
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;

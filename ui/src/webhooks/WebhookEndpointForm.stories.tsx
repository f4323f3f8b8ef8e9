import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { WebhookEndpointForm } from './WebhookEndpointForm.tsx';

const meta = {
  title: 'Webhooks/Endpoint form',
  component: WebhookEndpointForm,
  args: formArgs(),
} satisfies Meta<typeof WebhookEndpointForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nine events in plain words, none picked. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(9);
    await expect(canvas.getByLabelText('A creator claimed a key (key.claimed)')).not.toBeChecked();
  },
};

export const Filled: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fillFields(context, { 'Endpoint URL': 'https://hooks.example.com/lurkit' });
    await userEvent.click(canvas.getByLabelText(/A creator claimed a key/));
    await userEvent.click(canvas.getByLabelText(/A Quest was paid/));
    await clickButton(context, 'Add endpoint');
    await expect(args.onSubmit).toHaveBeenCalledWith({ url: 'https://hooks.example.com/lurkit', events: ['KEY_CLAIMED', 'QUEST_PAID'] });
  },
};

/** The browser's checks: a full address and at least one event, at their fields. */
export const Invalid: Story = {
  play: async (context) => {
    await fillFields(context, { 'Endpoint URL': 'hooks' });
    await clickButton(context, 'Add endpoint');
    await expectFieldError(context.canvas, 'Endpoint URL', 'Enter a full address');
    await expect(await context.canvas.findByText('Pick at least one event.')).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a private address, at the URL field with its code. */
export const PrivateAddress: Story = {
  args: {
    serverError: {
      code: 'WEBHOOKS.URL_PRIVATE_ADDRESS',
      message: 'This address points to a private or local network; use a public address.',
      field: 'url',
    },
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas, 'Endpoint URL', 'private or local network');
    await expectFieldError(canvas, 'Endpoint URL', '(WEBHOOKS.URL_PRIVATE_ADDRESS)');
  },
};

export const NotHttps: Story = {
  args: { serverError: { code: 'WEBHOOKS.URL_NOT_HTTPS', message: 'Use an https:// address.', field: 'url' } },
  play: async ({ canvas }) => {
    await expectFieldError(canvas, 'Endpoint URL', 'Use an https:// address. (WEBHOOKS.URL_NOT_HTTPS)');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expectBusy(canvas, 'Add endpoint');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { KeyCampaignNameForm } from './KeyCampaignNameForm.tsx';

const meta = {
  title: 'Keys/Key campaign name form',
  component: KeyCampaignNameForm,
  args: { ...formArgs(), onSubmit: fn(async () => {}), onBack: fn(), kind: 'standard' },
  parameters: viewportParameters,
} satisfies Meta<typeof KeyCampaignNameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: 'Create campaign',
  required: { 'Key campaign name': 'Name is required.' },
  fill: { 'Key campaign name': '  Frostfall launch keys ' },
  values: { kind: 'standard', name: 'Frostfall launch keys' },
  serverError: {
    code: 'KEYS.NAME_TAKEN',
    message: 'You already have a campaign with this name.',
    field: 'name',
    label: 'Key campaign name',
  },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const PreLaunch: Story = {
  args: { kind: 'preLaunch' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Creators join a waitlist now/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Pre-launch campaign name'), 'Frostfall waitlist');
    await userEvent.click(canvas.getByRole('button', { name: 'Create campaign' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'preLaunch', name: 'Frostfall waitlist' });
  },
};

export const Back: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

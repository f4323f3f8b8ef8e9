import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { CreateActivationChooser } from './CreateActivationChooser.tsx';

const meta = {
  title: 'Activations/Create activation chooser',
  component: CreateActivationChooser,
  args: { onChoose: fn() },
  parameters: viewportParameters,
} satisfies Meta<typeof CreateActivationChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Organic and paid choices, every one open by default; each card says what it is, paid mission is coming soon. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const organic = within(canvas.getByRole('region', { name: 'Organic' }));
    await expect(organic.getAllByRole('button')).toHaveLength(3);
    for (const name of ['Mission', 'Pre-launch campaign', 'Key campaign'])
      await expect(organic.getByRole('button', { name })).toBeEnabled();
    const key = organic.getByRole('button', { name: 'Key campaign' });
    await expect(key).toHaveAccessibleDescription('Give creators free keys for your game in return for content.');
    await userEvent.click(key);
    await expect(args.onChoose).toHaveBeenCalledWith('keyCampaign');
    const paid = within(canvas.getByRole('region', { name: 'Paid' }));
    await userEvent.click(paid.getByRole('button', { name: 'Product promotion Quest' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('productQuest');
    await expect(paid.getByRole('button', { name: 'Game promotion Quest' })).toBeEnabled();
    await expect(paid.getByRole('button', { name: 'Paid mission Coming soon' })).toBeDisabled();
  },
};

/** Without a Creator Program, missions cannot be started; the card says why. */
export const WithoutCreatorProgram: Story = {
  args: {
    available: ['preLaunch', 'keyCampaign', 'gameQuest', 'productQuest'],
    unavailableReasons: { mission: 'Missions belong to a Creator Program: create yours first.' },
  },
  play: async ({ canvas }) => {
    const mission = canvas.getByRole('button', { name: 'Mission' });
    await expect(mission).toBeDisabled();
    await expect(mission).toHaveAccessibleDescription(expect.stringContaining('Missions belong to a Creator Program'));
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };

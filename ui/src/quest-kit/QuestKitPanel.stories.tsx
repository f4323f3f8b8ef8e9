import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuestKitPanel } from './QuestKitPanel.tsx';

const meta = {
  title: 'Quests/Quest kit',
  component: QuestKitPanel,
  args: {
    assetUrl: 'https://cdn.example.com/press-kit.zip',
    keys: [
      { platform: 'Steam', code: 'A7K2Q-9XWPL-M3TZR' },
      { platform: 'PlayStation 5', code: 'PS5K-2M4N-7QRT' },
    ],
    pendingPlatforms: [],
    copyText: fn(async () => {}),
  },
} satisfies Meta<typeof QuestKitPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('A7K2Q-9XWPL-M3TZR')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the creator kit assets' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/press-kit.zip',
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Copy key' })[1]!);
    await expect(args.copyText).toHaveBeenCalledWith('PS5K-2M4N-7QRT');
  },
};

export const KeysPending: Story = {
  args: { keys: [{ platform: 'Steam', code: 'A7K2Q-9XWPL-M3TZR' }], pendingPlatforms: ['Xbox Series X|S'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/out of Xbox Series X\|S keys/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { keys: [], assetUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This Quest's kit holds no keys or assets.")).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TrackedLinkPanel } from './TrackedLinkPanel.tsx';

const meta = {
  title: 'Attribution/Tracked link',
  component: TrackedLinkPanel,
  args: {
    url: 'https://lurkit.example/api/go/key/6f1c2f0e-campaign/9a7d-creator',
    storeUrl: 'https://store.steampowered.com/app/1145360/?utm_source=lurkit&utm_medium=creator&utm_campaign=6f1c&utm_content=9a7d',
    copyText: fn(async () => {}),
  },
} satisfies Meta<typeof TrackedLinkPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The creator copies their link; the store page it leads to is one click away. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Your tracked link' })).toHaveTextContent('/api/go/key/');
    await userEvent.click(canvas.getByRole('button', { name: /Copy/ }));
    await expect(args.copyText).toHaveBeenCalledWith(args.url);
    await expect(canvas.getByRole('link', { name: 'Steam store page' })).toHaveAttribute('href', args.storeUrl);
  },
};

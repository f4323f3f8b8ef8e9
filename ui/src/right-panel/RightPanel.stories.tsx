import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RightPanel } from './RightPanel.tsx';

const meta = {
  title: 'Shell/Right panel',
  component: RightPanel,
} satisfies Meta<typeof RightPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Updates' })).toBeVisible();
    await expect(canvas.getByText('Nothing new right now.')).toBeVisible();
  },
};

export const WithContent: Story = {
  args: {
    title: 'Announcements',
    children: (
      <ul>
        <li>New quest types are live.</li>
        <li>Payouts now arrive in 2-3 bank days.</li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText('Nothing new right now.')).not.toBeInTheDocument();
  },
};

export const LightTheme: Story = { ...WithContent, globals: { theme: 'light' } };

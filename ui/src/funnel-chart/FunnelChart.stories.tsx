import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FunnelChart } from './FunnelChart.tsx';

const meta = {
  title: 'Display/Funnel chart',
  component: FunnelChart,
  args: {
    title: 'From offer to completion',
    description: 'How many deals reached each step of the Quest.',
    unit: 'Deals',
    emptyText: 'No offers yet.',
    steps: [
      { label: 'Offers', value: 1240 },
      { label: 'Accepted', value: 310 },
      { label: 'Paid', value: 288 },
      { label: 'Completed', value: 251 },
    ],
  },
} satisfies Meta<typeof FunnelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bars are decorative; the same steps are a table, shown on demand and always there for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'From offer to completion' });
    await userEvent.click(within(figure).getByRole('button', { name: 'Show data table' }));
    const rows = within(figure)
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual(['StepDeals', 'Offers1,240', 'Accepted310', 'Paid288', 'Completed251']);
  },
};

/** Nobody entered the first step: the figure says so instead of drawing empty bars. */
export const NothingYet: Story = {
  args: {
    steps: [
      { label: 'Offers', value: 0 },
      { label: 'Accepted', value: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No offers yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show data table' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompletionRate } from './CompletionRate.tsx';

const meta = {
  title: 'Keys/Completion rate',
  component: CompletionRate,
  args: { rate: 5 / 6, onTime: 5, late: 1, missing: 0 },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof CompletionRate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('group', { name: 'Completion rate' });
    await expect(tile).toHaveTextContent('83%');
    await expect(tile).toHaveTextContent('5 on time, 1 late, 0 missing');
    await expect(tile).toHaveTextContent('Late or missing content lowers your completion rate');
  },
};

/** Before any content was due there is no rate: a new claim never lowers it. */
export const NoRateYet: Story = {
  args: { rate: null, onTime: 0, late: 0, missing: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rate yet')).toBeVisible();
    await expect(canvas.getByText(/It starts once your first Key content is due/)).toBeVisible();
  },
};

/** On the company's side it speaks of the creator. */
export const ForCompany: Story = {
  args: { subject: 'creator', rate: 0.5, onTime: 1, late: 0, missing: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/lowers the creator’s completion rate/)).toBeVisible();
  },
};

/** In the company's participants table: the figure, with the breakdown read to screen readers. */
export const InTable: Story = {
  render: () => (
    <table>
      <thead>
        <tr>
          <th scope="col">Creator</th>
          <th scope="col">Completion rate</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>annastreams</td>
          <td>
            <CompletionRate variant="compact" rate={0.75} onTime={3} late={1} missing={0} />
          </td>
        </tr>
        <tr>
          <td>newcomer</td>
          <td>
            <CompletionRate variant="compact" rate={null} />
          </td>
        </tr>
        <tr>
          <td>rateonly</td>
          <td>
            <CompletionRate variant="compact" rate={0.5} />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    const [, first, second, third] = canvas.getAllByRole('row');
    await expect(first).toHaveTextContent('75% completion rate: 3 on time, 1 late, 0 missing');
    await expect(second).toHaveTextContent('No completion rate yet');
    await expect(third).toHaveTextContent(/^rateonly50% completion rate$/);
  },
};

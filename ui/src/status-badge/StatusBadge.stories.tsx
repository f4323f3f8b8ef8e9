import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isStatusKind, STATUS_BADGES, STATUS_KIND_LABELS } from './status-labels.ts';
import { readsAs } from './badge-stories.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusCatalogue } from './StatusCatalogue.tsx';

const meta = {
  title: 'Display/Status badge',
  component: StatusBadge,
  args: { kind: 'campaign', status: 'active' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = readsAs('Live', 'success');

export const Draft: Story = readsAs('Draft', undefined, { status: 'unpublished' });

export const QuestRunInitialBid: Story = readsAs('Offer sent', undefined, { kind: 'questRun', status: 'INITIAL_BID' });

/** The creator and the company read different words for the same mission run state. */
export const MissionRunLabels: Story = {
  render: () => (
    <p>
      <StatusBadge kind="missionRunCreator" status="review" /> <StatusBadge kind="missionRunCompany" status="review" />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting approval')).toBeVisible();
    await expect(canvas.getByText('Review')).toBeVisible();
  },
};

/** Every status of the mapping table, in both themes' contrast checks (axe runs on this story). */
export const AllStatuses: Story = {
  render: () => <StatusCatalogue />,
  play: async ({ canvas }) => {
    for (const kind of Object.keys(STATUS_BADGES).filter(isStatusKind)) {
      const table = within(canvas.getByRole('table', { name: STATUS_KIND_LABELS[kind] }));
      for (const [status, look] of Object.entries(STATUS_BADGES[kind])) {
        await expect(table.getByRole('row', { name: `${status} ${look.label}` })).toBeVisible();
      }
    }
  },
};

export const AllStatusesLight: Story = { ...AllStatuses, globals: { theme: 'light' } };

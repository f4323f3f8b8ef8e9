import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFieldError } from '../story-helpers/form-play.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { ActivationReviewTable, type HeldActivationRow } from './ActivationReviewTable.tsx';

const rows: HeldActivationRow[] = [
  {
    id: 'k-1',
    companyName: 'Northern Lights Games',
    activationName: 'Frostfall launch keys',
    kind: 'keyCampaign',
    submittedAt: '2026-03-19T07:45:00.000Z',
    previewHref: '/campaigns/k-1',
  },
  {
    id: 'k-2',
    companyName: 'Pixel Fjord',
    activationName: 'Fjordlight waitlist',
    kind: 'preLaunch',
    submittedAt: '2026-03-18T12:00:00.000Z',
    previewHref: '/campaigns/k-2',
  },
];

const meta = {
  title: 'Keys/Activation review table',
  component: ActivationReviewTable,
  args: { rows, onApprove: fn(), onRefuse: fn() },
  parameters: viewportParameters,
} satisfies Meta<typeof ActivationReviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first, with kind, Stockholm time and a preview link; Approve takes one click. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [, first] = canvas.getAllByRole('row');
    await expect(first).toHaveTextContent('Pixel Fjord');
    await expect(first).toHaveTextContent('Pre-launch campaign');
    await expect(first).toHaveTextContent('18 Mar 2026, 13:00 CET');
    await expect(canvas.getByRole('link', { name: 'Preview Frostfall launch keys' })).toHaveAttribute('href', '/campaigns/k-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Frostfall launch keys' }));
    await expect(args.onApprove).toHaveBeenCalledWith('k-1');
  },
};

/** Refuse asks for the reason the company will read; an empty reason is refused. */
export const RefuseWithReason: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse Fjordlight waitlist' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Refuse Fjordlight waitlist?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Refuse' }));
    await expectFieldError(dialog, 'Reason for Pixel Fjord', 'Give the company a reason.');
    await userEvent.type(dialog.getByLabelText('Reason for Pixel Fjord'), ' The game page links to a different studio. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Refuse' }));
    await expect(args.onRefuse).toHaveBeenCalledWith('k-2', 'The game page links to a different studio.');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Busy: Story = {
  args: { busyIds: ['k-1'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Approve Frostfall launch keys' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Refuse Frostfall launch keys' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Nothing waits for review' })).toBeVisible(),
};

export const Failed: Story = {
  args: { error: 'A refusal needs a reason.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('A refusal needs a reason.'),
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

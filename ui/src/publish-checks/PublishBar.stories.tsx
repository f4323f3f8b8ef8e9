import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { PublishBar } from './PublishBar.tsx';

const meta = {
  title: 'Keys/Publish bar',
  component: PublishBar,
  args: { status: 'unpublished', failingChecks: 0, onPublish: fn(), onUnpublish: fn() },
  parameters: viewportParameters,
} satisfies Meta<typeof PublishBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
  },
};

/** Publish waits for the checks, and says why. */
export const BlockedByChecks: Story = {
  args: { failingChecks: 3 },
  play: async ({ canvas }) => {
    const publish = canvas.getByRole('button', { name: 'Publish' });
    await expect(publish).toBeDisabled();
    await expect(publish).toHaveAccessibleDescription('Fix the 3 publish checks below to publish.');
  },
};

export const Publishing: Story = {
  args: { busy: 'publish' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Publish' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec 4: a company's first published campaign is held for review. */
export const HeldForReview: Story = {
  args: { status: 'waitingForReview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for review')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Held for review');
    await expect(canvas.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  },
};

/** Unpublishing asks first and says what happens to creators already in. */
export const UnpublishLive: Story = {
  args: { status: 'active' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Unpublish this campaign?' }));
    await expect(dialog.getByText(/Creators already taking part can still claim their keys/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    await expect(args.onUnpublish).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const UnpublishCancelled: Story = {
  args: { status: 'upcoming' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await expect(args.onUnpublish).not.toHaveBeenCalled();
  },
};

/** Closed again: it can be published anew. */
export const Closed: Story = {
  args: { status: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeEnabled();
  },
};

export const Ended: Story = {
  args: { status: 'ended' },
  play: async ({ canvas }) => expect(canvas.getByText('Ended')).toBeVisible(),
};

export const Failed: Story = {
  args: { error: 'Something went wrong. Please try again later.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.'),
};

export const Phone: Story = { args: { ...HeldForReview.args }, globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { args: { failingChecks: 2 }, globals: { theme: 'light' } };

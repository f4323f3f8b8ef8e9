import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TOAST_EXIT_MS } from './toast.types.ts';
import { ToastDemo } from '../../../stories/shared/demos/ToastDemo.tsx';
import { ToastProvider } from './ToastProvider.tsx';
import { ToastItem } from './ToastItem.tsx';

const meta = {
  title: 'Feedback/Toast',
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { ToastItem },
  component: ToastDemo,
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  args: { toasts: [{ label: 'Save', id: 'saved', type: 'success', content: 'Changes saved.' }] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts render in a fixed layer outside the story root, so queries go through the whole body. */
const screen = () => within(document.body);
/** A toast that lives 100 ms: once it has left, a toast that should stay has outlived a timed one. */
const SHORT_LIVED = { id: 'short', type: 'information', content: 'Gone soon.', timeToLiveMs: 100 } as const;
const shortLivedGone = () =>
  waitFor(() => expect(screen().queryByText(SHORT_LIVED.content)).not.toBeInTheDocument(), { timeout: TOAST_EXIT_MS * 8 });

/** Every type, kept on screen (TTL 0) so axe checks their contrast. */
export const AllTypes: Story = {
  args: {
    toasts: [],
    initial: [
      { id: 'e', type: 'error', content: 'Failed to submit counter offer. Please try again later.', timeToLiveMs: 0 },
      { id: 'w', type: 'warning', content: 'Reconnect your Twitch account.', timeToLiveMs: 0 },
      { id: 'i', type: 'information', content: 'New connections may take up to 24 hours.', timeToLiveMs: 0 },
      { id: 's', type: 'success', content: 'Content successfully submitted.', timeToLiveMs: 0 },
    ],
  },
  play: async () => {
    // Errors and warnings interrupt (alert); information and success wait their turn (status).
    await expect(screen().getAllByRole('alert')).toHaveLength(2);
    await expect(
      screen()
        .getAllByRole('status')
        .map((node) => node.textContent),
    ).toEqual([expect.stringContaining('24 hours'), expect.stringContaining('successfully submitted')]);
  },
};

export const AllTypesLight: Story = { ...AllTypes, globals: { theme: 'light' } };

export const AutoDismiss: Story = {
  args: { toasts: [{ label: 'Save', id: 'saved', type: 'success', content: 'Changes saved.', timeToLiveMs: 300 }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(screen().getByRole('status')).toHaveTextContent('Changes saved.');
    await waitFor(() => expect(screen().queryByText('Changes saved.')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const DeduplicatedById: Story = {
  args: { toasts: [{ label: 'Save', id: 'saved', type: 'success', content: 'Changes saved.', timeToLiveMs: 0 }] },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(screen().getAllByText('Changes saved.')).toHaveLength(1);
  },
};

export const GeneratedIds: Story = {
  args: { toasts: [{ label: 'Notify', type: 'information', content: 'A new offer arrived.', timeToLiveMs: 0 }] },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Notify' });
    await userEvent.click(button);
    await userEvent.click(button);
    // Without an id every add is a new toast, each with its own generated id.
    const toasts = screen()
      .getAllByText('A new offer arrived.')
      .map((node) => node.closest('[data-toast-id]'));
    await expect(toasts).toHaveLength(2);
    await expect(toasts[0]?.getAttribute('data-toast-id')).not.toBe(toasts[1]?.getAttribute('data-toast-id'));
  },
};

export const CloseIcon: Story = {
  args: { toasts: [{ label: 'Fail', id: 'failed', type: 'error', content: 'Export failed.', timeToLiveMs: 0 }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const toast = screen().getByRole('alert');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    // The exit animation plays first, then the toast is gone.
    await expect(toast).toHaveClass('toast--leaving');
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: TOAST_EXIT_MS * 8 });
  },
};

export const WithoutCloseIcon: Story = {
  args: { toasts: [], initial: [{ id: 'x', type: 'information', content: 'Syncing…', timeToLiveMs: 0, hasCloseIcon: false }] },
  play: async () => {
    await expect(screen().getByRole('status')).toHaveTextContent('Syncing…');
    await expect(screen().queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  },
};

export const TtlZeroStays: Story = {
  args: { toasts: [{ label: 'Warn', id: 'w', type: 'warning', content: 'Payment failed.', timeToLiveMs: 0 }], initial: [SHORT_LIVED] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warn' }));
    await shortLivedGone();
    await expect(screen().getByRole('alert')).toHaveTextContent('Payment failed.');
  },
};

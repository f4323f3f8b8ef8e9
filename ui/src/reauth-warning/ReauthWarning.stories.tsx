import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ToastDemo } from '../../../stories/shared/demos/ToastDemo.tsx';
import { ToastProvider } from '../toast/ToastProvider.tsx';
import { reauthToast } from './ReauthWarning.tsx';

const meta = {
  title: 'Shell/Re-authorisation warning',
  component: ToastDemo,
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  args: { toasts: [], initial: [reauthToast(['Twitch'])] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
/** A toast that lives 100 ms: once it has left, the warning has outlived a timed toast. */
const SHORT_LIVED = { id: 'short', type: 'information', content: 'Gone soon.', timeToLiveMs: 100 } as const;

export const OneProvider: Story = {
  play: async () => {
    const toast = screen().getByRole('alert');
    await expect(toast).toHaveTextContent('Your Twitch connection needs to be renewed');
    await expect(within(toast).getByRole('link', { name: 'Reconnect accounts' })).toHaveAttribute('href', '/user/settings/connections');
  },
};

export const StaysUntilDismissed: Story = {
  args: { initial: [reauthToast(['Twitch', 'YouTube']), SHORT_LIVED] },
  play: async ({ userEvent }) => {
    await waitFor(() => expect(screen().queryByText(SHORT_LIVED.content)).not.toBeInTheDocument(), { timeout: 5_000 });
    const toast = screen().getByRole('alert');
    await expect(toast).toHaveTextContent('Twitch and YouTube');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await expect(toast).toHaveClass('toast--leaving');
  },
};

export const LightTheme: Story = { ...OneProvider, globals: { theme: 'light' } };

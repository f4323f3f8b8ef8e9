import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../toast/ToastProvider.tsx';
import { LEAVE_PAGE_EVENT, ModalDemo, UnmountingOpener } from '../../../stories/shared/demos/ModalDemo.tsx';
import { ModalProvider } from './ModalProvider.tsx';
import { ModalFrame } from './ModalFrame.tsx';
import { modalDocsParameters } from '../story-helpers/shell-fixtures.tsx';

const meta = {
  title: 'Feedback/Modal',
  parameters: modalDocsParameters,
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { ModalFrame },
  component: ModalDemo,
  decorators: [
    (Story) => (
      <ToastProvider>
        <ModalProvider>{Story()}</ModalProvider>
      </ToastProvider>
    ),
  ],
  args: { onCloseEvent: fn(), options: { onCloseModal: fn() } },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Modals render in a portal on <body>, outside the story root. */
const screen = () => within(document.body);
const dialog = (name: string) => screen().getByRole('dialog', { name });
const expectClosed = (name: string) => waitFor(() => expect(screen().queryByRole('dialog', { name })).not.toBeInTheDocument());

export const OpenAndClose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const modal = dialog('Export data');
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    // Focus moves into the modal and the page behind cannot be reached.
    await expect(modal).toContainElement(document.activeElement as HTMLElement);
    await expect(opener.closest('[inert]')).not.toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await expectClosed('Export data');
    await expect(opener).toHaveFocus();
    await expect(args.options?.onCloseModal).toHaveBeenCalledOnce();
    await expect(args.onCloseEvent).toHaveBeenCalledWith(expect.objectContaining({ reason: 'close-button' }));
  },
};

export const FocusTrap: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const modal = dialog('Export data');
    const close = within(modal).getByRole('button', { name: 'Close' });
    const last = within(modal).getByRole('button', { name: 'Force close' });
    last.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
  },
};

export const EscapeClosesTopmostOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.click(within(dialog('Export data')).getByRole('button', { name: 'Open another' }));
    await expect(dialog('Report user')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectClosed('Report user');
    await expect(dialog('Export data')).toBeVisible();
  },
};

export const EscapeDisabled: Story = {
  args: { options: { closeOnEsc: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await expect(dialog('Export data')).toBeVisible();
  },
};

export const BackdropCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen().getByTestId('modal-backdrop'));
    await expectClosed('Export data');
  },
};

/** A double click on the opener: its second click lands on the backdrop and leaves the modal open. */
export const DoubleClickOnOpenerKeepsItOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen().getByTestId('modal-backdrop'), { detail: 2 });
    await expect(dialog('Export data')).toBeVisible();
  },
};

export const BackdropIgnored: Story = {
  args: { options: { closeOnBackdrop: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen().getByTestId('modal-backdrop'));
    await expect(dialog('Export data')).toBeVisible();
  },
};

export const TransparentBackdrop: Story = {
  args: { options: { transparentBackdrop: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(getComputedStyle(screen().getByTestId('modal-backdrop')).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const NoCloseButton: Story = {
  args: { options: { noCloseButton: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(within(dialog('Export data')).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const CloseEventVetoed: Story = {
  args: { vetoClose: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseEvent).toHaveBeenCalledWith(expect.objectContaining({ reason: 'escape', defaultPrevented: true }));
    await expect(dialog('Export data')).toBeVisible();
    // A forced close skips the veto.
    await userEvent.click(within(dialog('Export data')).getByRole('button', { name: 'Force close' }));
    await expectClosed('Export data');
  },
};

export const DirtyAsksFirst: Story = {
  args: { isDirty: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    const prompt = dialog('Unsaved changes');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await expectClosed('Unsaved changes');
    await expect(dialog('Export data')).toBeVisible();
    await userEvent.click(within(dialog('Export data')).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(dialog('Unsaved changes')).getByRole('button', { name: 'Discard' }));
    await expectClosed('Export data');
  },
};

export const DirtyForcedClose: Story = {
  args: { isDirty: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.click(within(dialog('Export data')).getByRole('button', { name: 'Force close' }));
    await expectClosed('Export data');
    await expect(screen().queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  },
};

export const ClosesWithItsOpener: Story = {
  render: (args) => <UnmountingOpener {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    document.dispatchEvent(new Event(LEAVE_PAGE_EVENT));
    await expectClosed('Export data');
  },
};

export const KeepOnUnmount: Story = {
  ...ClosesWithItsOpener,
  args: { options: { keepOnUnmount: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    document.dispatchEvent(new Event(LEAVE_PAGE_EVENT));
    await expect(await canvas.findByText('Another page')).toBeInTheDocument();
    await expect(dialog('Export data')).toBeVisible();
  },
};

export const ToastAboveModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.click(within(dialog('Export data')).getByRole('button', { name: 'Notify' }));
    const toastLayer = screen().getByRole('status').parentElement as HTMLElement;
    const modalLayer = dialog('Export data').parentElement as HTMLElement;
    await expect(Number(getComputedStyle(toastLayer).zIndex)).toBeGreaterThan(Number(getComputedStyle(modalLayer).zIndex));
    // Toasts stay usable while the page behind the modal is inert.
    await userEvent.click(screen().getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen().queryByText('Export started.')).not.toBeInTheDocument());
  },
};

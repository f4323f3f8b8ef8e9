import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavDrawer } from './NavDrawer.tsx';

const meta = {
  title: 'Shell/Nav drawer',
  component: NavDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'drawer',
    title: 'Menu',
    open: true,
    onClose: fn(),
    // The link does not leave the story; the drawer only needs to see that a link was clicked.
    children: (
      <nav aria-label="Main">
        <a href="/home" onClick={(event) => event.preventDefault()}>
          Home
        </a>
      </nav>
    ),
  },
} satisfies Meta<typeof NavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves in; Escape, the close button, the backdrop and a link each ask to close. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await userEvent.click(canvas.getByTestId('nav-drawer-backdrop'));
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onClose).toHaveBeenCalledTimes(4);
  },
};

/** Closed: nothing shows, but the dialog keeps its id for the menu button's aria-controls. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('#drawer')).not.toBeNull();
  },
};

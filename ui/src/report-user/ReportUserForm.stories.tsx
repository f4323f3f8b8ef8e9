import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReportUserForm } from './ReportUserForm.tsx';

const meta = {
  title: 'Reports/Report user form',
  component: ReportUserForm,
  args: { reportedName: 'AnnaStreams', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ReportUserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reason is required; the note is trimmed and optional. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByText('Choose a reason.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'Fake viewers or followers');
    await userEvent.type(canvas.getByLabelText('Note (optional)'), '  Viewers jump at 3 am  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'fakeAudience', note: 'Viewers jump at 3 am' });
  },
};

export const AlreadyReported: Story = {
  args: { serverError: { code: 'REPORTS.ALREADY_REPORTED', message: 'You reported this user already; our staff are looking into it.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You reported this user already');
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Report sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { AnalyticsPageForm } from './AnalyticsPageForm.tsx';

const meta = {
  title: 'Creator/Analytics page form',
  component: AnalyticsPageForm,
  args: formArgs(),
} satisfies Meta<typeof AnalyticsPageForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No name and no figures: each says so where it is. */
export const Empty: Story = {
  args: { defaultValues: { name: '', period: 'LAST_30_DAYS', figures: [] } },
  play: async (context) => {
    await clickButton(context, 'Create analytics page');
    await expectFieldError(context.canvas, 'Page name', 'Use 3 to 30 letters');
    await waitFor(() =>
      expect(context.canvas.getByRole('group', { name: 'Figures to show' })).toHaveAccessibleDescription(
        expect.stringContaining('Choose at least one figure to show.'),
      ),
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async (context) => {
    await fillFields(context, { 'Page name': ' Sponsor-Deck ' });
    await context.userEvent.selectOptions(context.canvas.getByLabelText('Period'), 'LAST_90_DAYS');
    await context.userEvent.click(context.canvas.getByLabelText('Peak CCV'));
    await clickButton(context, 'Create analytics page');
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({
        name: 'sponsor-deck',
        period: 'LAST_90_DAYS',
        figures: ['hoursWatched', 'averageCcv', 'peakCcv'],
      }),
    );
  },
};

/** The server's 5012 shows at the name; 5015 (no field) in the alert. */
export const ServerError: Story = {
  args: {
    defaultValues: { name: 'stats', period: 'LAST_30_DAYS', figures: ['streams'] },
    serverError: { code: '5012', field: 'name', message: 'Invalid name format.' },
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas, 'Page name', 'Invalid name format.');
  },
};

export const LimitReached: Story = {
  args: {
    defaultValues: { name: 'stats', period: 'LAST_30_DAYS', figures: ['streams'] },
    serverError: { code: '5015', message: 'You cannot have more than 6 Analytics Pages.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You cannot have more than 6 Analytics Pages.');
  },
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => expectBusy(canvas, 'Create analytics page'),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { clickButton, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { BasicsStepForm, type BasicsStepFormProps } from './BasicsStepForm.tsx';
import { emptyBasics, savedBasics } from './wizard-fixtures.ts';

const meta = {
  title: 'Keys/Wizard/Basics step',
  component: BasicsStepForm,
  args: { ...formArgs(), onSubmit: fn(async () => {}), onDirtyChange: fn(), defaultValues: savedBasics },
  parameters: viewportParameters,
} satisfies Meta<typeof BasicsStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: 'Save',
  emptyArgs: { defaultValues: emptyBasics },
  required: { 'Campaign name': 'Name is required.' },
  fill: { 'Campaign name': 'Frostfall early keys', 'Tags (optional)': 'survival, co-op, winter' },
  values: {
    name: 'Frostfall early keys',
    startDate: new Date('2026-05-04T07:00:00.000Z'),
    endDate: new Date('2026-06-01T21:59:00.000Z'),
    plannedRelease: null,
    tags: ['survival', 'co-op', 'winter'],
  },
  serverError: { code: 'KEYS.NAME_TAKEN', message: 'You already have a campaign with this name.', field: 'name', label: 'Campaign name' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** The saved dates show in Stockholm time with the offset in force. */
export const StockholmTimes: Story = {
  play: async ({ canvas }) => {
    const [start] = canvas.getAllByLabelText('Date');
    await expect(start).toHaveValue('2026-05-04');
    await expect(canvas.getAllByLabelText('Time')[0]).toHaveValue('09:00');
    await expect(canvas.getAllByText('Stockholm time (UTC+02:00)')[0]).toBeVisible();
  },
};

/** The end must come after the start (core's basicsStepSchema). */
export const EndBeforeStart: Story = {
  args: { defaultValues: { ...savedBasics, endDate: '2026-05-01T07:00:00.000Z' } },
  play: async (context) => {
    await clickButton(context, 'Save');
    await expect(await context.canvas.findByText('The end date must be after the start date.')).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing reports unsaved changes; typing the saved name back reports them gone. */
export const ReportsDirty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByLabelText('Campaign name');
    await userEvent.type(name, '!');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** The page as it behaves after a save: it passes the saved values back as defaultValues. */
function SavingPage(props: BasicsStepFormProps) {
  const [saved, setSaved] = useState(props.defaultValues);
  return (
    <BasicsStepForm
      {...props}
      defaultValues={saved}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setSaved({
          ...values,
          startDate: values.startDate?.toISOString() ?? null,
          endDate: values.endDate?.toISOString() ?? null,
          plannedRelease: null,
        });
      }}
    />
  );
}

/** Saved values coming back reset the form: it reports clean again and keeps what was typed. */
export const CleanAfterSave: Story = {
  render: (args) => <SavingPage {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByLabelText('Campaign name');
    await userEvent.type(name, ' II');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(name).toHaveValue('Frostfall launch keys II');
  },
};

/** Held for review: read only, no Save. */
export const ReadOnly: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Campaign name')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

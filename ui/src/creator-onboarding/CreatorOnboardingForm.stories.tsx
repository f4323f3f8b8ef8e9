import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { expectBusy, formArgs } from '../story-helpers/form-play.ts';
import { CreatorOnboardingForm, type CreatorOnboardingFormProps, type OnboardingStep } from './CreatorOnboardingForm.tsx';

/** The form with its step kept here, as the page keeps it in the address. */
function Stepped(props: CreatorOnboardingFormProps) {
  const [step, setStep] = useState<OnboardingStep>(props.step);
  return (
    <CreatorOnboardingForm
      {...props}
      step={step}
      onStepChange={(next) => {
        props.onStepChange(next);
        setStep(next);
      }}
    />
  );
}

const meta = {
  title: 'Creator/Onboarding form',
  component: CreatorOnboardingForm,
  render: (args) => <Stepped {...args} />,
  args: { ...formArgs(), step: 'interests', onStepChange: fn() },
} satisfies Meta<typeof CreatorOnboardingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { genres: ['RPG', 'Horror'], contentTypes: ['Stream'], hardware: ['Pc'] } as const;

/** Next checks the interests step only, and says what is missing at each group. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Genres you play' })).toHaveAccessibleDescription(
        expect.stringContaining('Choose at least one genre you play.'),
      ),
    );
    await expect(canvas.getByRole('group', { name: 'Content you make' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one kind of content you make.'),
    );
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

/** Both steps filled in, then one send with both. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('RPG'));
    await userEvent.click(canvas.getByLabelText('Horror'));
    await userEvent.click(canvas.getByLabelText('Stream'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByLabelText('PC'));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ genres: ['Horror', 'RPG'], contentTypes: ['Stream'], hardware: ['Pc'] }),
    );
  },
};

/** Back keeps what was chosen on the interests step. */
export const BackKeepsAnswers: Story = {
  args: { step: 'hardware', defaultValues: { genres: ['Racing'], contentTypes: ['Video'] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Xbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.getByLabelText('Racing')).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByLabelText('Xbox')).toBeChecked());
  },
};

/** The hardware step sent empty says so there. */
export const HardwareMissing: Story = {
  args: { step: 'hardware', defaultValues: { genres: ['RPG'], contentTypes: ['Short'] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Hardware you play on' })).toHaveAccessibleDescription(
        expect.stringContaining('Choose at least one platform you play on.'),
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server refusal about the interests goes back to that step. */
export const ServerError: Story = {
  args: {
    step: 'hardware',
    defaultValues: filled,
    serverError: { code: 'VALIDATION.INVALID_FIELD', field: 'genres', message: 'Choose at least one genre you play.' },
  },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith('interests'));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Genres you play' })).toHaveAccessibleDescription(
        expect.stringContaining('Choose at least one genre you play.'),
      ),
    );
  },
};

export const Loading: Story = {
  args: { step: 'hardware', defaultValues: filled, submitting: true },
  play: async ({ canvas }) => {
    await expectBusy(canvas, 'Finish');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ModalProvider } from '../modal/ModalProvider.tsx';
import { WizardDemo } from '../../../stories/shared/demos/WizardDemo.tsx';
import { WizardStepList } from './WizardStepList.tsx';

const meta = {
  title: 'Flow/Wizard',
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { WizardStepList },
  component: WizardDemo,
  decorators: [(Story) => <ModalProvider>{Story()}</ModalProvider>],
  args: { onFinish: fn(), onStepChange: fn() },
} satisfies Meta<typeof WizardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const currentStep = (canvas: Canvas) =>
  within(canvas.getByRole('navigation', { name: 'Quest setup steps' })).getByText(
    (_, node) => node?.getAttribute('aria-current') === 'step',
  );

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(currentStep(canvas)).toHaveTextContent('General');
    await expect(canvas.getByText(/Requirements/, { selector: '.wizard-steps__label' })).toHaveTextContent('not started');
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const InvalidStepBlocksNext: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByLabelText('Quest name')).toHaveAccessibleDescription('Enter a name for the quest.');
    await expect(currentStep(canvas)).toHaveTextContent('General');
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

export const ValidStepMovesOn: Story = {
  args: { savedName: 'Frostpunk launch' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentStep(canvas)).toHaveTextContent('Requirements'));
    await expect(canvas.getByRole('button', { name: /General/ })).toHaveTextContent('completed');
    await expect(args.onStepChange).toHaveBeenCalledWith('requirements');
  },
};

export const BackAlwaysAllowed: Story = {
  args: { savedName: 'Frostpunk launch', initialStepId: 'requirements' },
  play: async ({ canvas, userEvent }) => {
    const followers = canvas.getByLabelText('Minimum Twitch followers');
    await userEvent.clear(followers);
    await userEvent.type(followers, 'many');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Enter a whole number.')).toBeVisible();
    // Back needs no valid step; the edit makes the step dirty, so it asks first.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await userEvent.click(
      within(within(document.body).getByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(currentStep(canvas)).toHaveTextContent('General'));
  },
};

export const FinishOnLastStep: Story = {
  args: { savedName: 'Frostpunk launch', initialStepId: 'creator-kit' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledOnce());
  },
};

/** Leaving a dirty step through the step list asks first; Cancel stays, Discard drops the change. */
export const DirtyStepCancelThenDiscard: Story = {
  args: { savedName: 'Frostpunk launch', initialStepId: 'requirements' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Minimum Twitch followers'), '500');
    await userEvent.click(canvas.getByRole('button', { name: /General/ }));
    const body = within(document.body);
    await userEvent.click(within(body.getByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Cancel' }));
    await expect(currentStep(canvas)).toHaveTextContent('Requirements');
    await userEvent.click(canvas.getByRole('button', { name: /General/ }));
    await userEvent.click(within(body.getByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(currentStep(canvas)).toHaveTextContent('General'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByLabelText('Minimum Twitch followers')).toHaveValue('0'));
  },
};

export const DirtyStepSaveThenLeave: Story = {
  args: { savedName: 'Frostpunk launch', initialStepId: 'requirements' },
  play: async ({ canvas, userEvent }) => {
    const followers = canvas.getByLabelText('Minimum Twitch followers');
    await userEvent.clear(followers);
    await userEvent.type(followers, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const body = within(document.body);
    await userEvent.click(within(body.getByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentStep(canvas)).toHaveTextContent('General'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByLabelText('Minimum Twitch followers')).toHaveValue('500'));
  },
};

export const LightTheme: Story = { ...FirstStep, globals: { theme: 'light' } };

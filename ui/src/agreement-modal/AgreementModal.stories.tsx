import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ModalFrame } from '../modal/ModalFrame.tsx';
import { formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters, modalDocsParameters } from '../story-helpers/shell-fixtures.tsx';
import { AGREEMENT_MODAL_TITLE, AgreementModal } from './AgreementModal.tsx';

const CONFIRM = 'I have read and will honor the agreement';

const meta = {
  title: 'Keys/Agreement modal',
  component: AgreementModal,
  args: {
    ...formArgs(),
    onCancel: fn(),
    specialInstructions: 'Mention that the game is in early access.\nDo not show the final boss.',
    embargo: '2026-05-14T07:00:00.000Z',
  },
  parameters: { ...viewportParameters, ...modalDocsParameters },
  decorators: [
    (Story) => (
      <ModalFrame title={AGREEMENT_MODAL_TITLE} onCloseButton={() => {}} onBackdrop={() => {}}>
        {Story()}
      </ModalFrame>
    ),
  ],
} satisfies Meta<typeof AgreementModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: 'Accept',
  required: { [CONFIRM]: 'Accept the special instructions and embargo to continue.' },
  filledArgs: { defaultValues: { accepted: true as const } },
  values: { accepted: true },
  serverError: {
    code: 'KEYS.AGREEMENT_REQUIRED',
    message: 'Accept the special instructions and embargo to continue.',
    field: 'accepted',
    label: CONFIRM,
  },
});

/** Sent without the tick: the checkbox says why and nothing is requested. */
export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** What the creator agrees to: the instructions as written and the embargo in Stockholm time. */
export const ReadAndAccept: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: AGREEMENT_MODAL_TITLE })).toBeVisible();
    await expect(canvas.getByText(/Do not show the final boss/)).toBeVisible();
    await expect(canvas.getByText(/Do not publish any content before/)).toHaveTextContent('14 May 2026, 09:00 CEST');
    await userEvent.click(canvas.getByRole('checkbox', { name: CONFIRM }));
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ accepted: true });
  },
};

export const NoEmbargo: Story = {
  args: { embargo: null, specialInstructions: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The company gave no special instructions.')).toBeVisible();
    await expect(canvas.getByText(/No embargo/)).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

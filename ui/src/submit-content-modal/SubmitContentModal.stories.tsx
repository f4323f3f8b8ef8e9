import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ModalFrame } from '../modal/ModalFrame.tsx';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters, modalDocsParameters } from '../story-helpers/shell-fixtures.tsx';
import { SUBMIT_CONTENT_MODAL_TITLE, SubmitContentModal } from './SubmitContentModal.tsx';

const LINK = 'Link to your content';
const SUBMIT = 'Submit content';
const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const meta = {
  title: 'Keys/Submit content modal',
  component: SubmitContentModal,
  args: { ...formArgs(), onClose: fn() },
  parameters: { ...viewportParameters, ...modalDocsParameters },
  decorators: [
    (Story) => (
      <ModalFrame title={SUBMIT_CONTENT_MODAL_TITLE} onCloseButton={() => {}} onBackdrop={() => {}}>
        {Story()}
      </ModalFrame>
    ),
  ],
} satisfies Meta<typeof SubmitContentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: SUBMIT,
  required: { [LINK]: 'Enter a valid link.' },
  fill: { [LINK]: `  ${url}  ` },
  values: { url },
  serverError: {
    code: 'KEYS.INVALID_CONTENT_URL',
    message: 'Enter the link to your content, starting with http:// or https://.',
    field: 'url',
    label: LINK,
  },
  filledArgs: { defaultValues: { url } },
});

export const Empty: Story = quartet.Empty;
/** The link is trimmed by core's keyContentSchema before it is sent. */
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const NotHttp: Story = {
  play: async (context) => {
    await fillFields(context, { [LINK]: 'ftp://files.example.com/my-video.mp4' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, LINK, 'Links start with http:// or https://.');
  },
};

/** Spec 9: content is final once sent, and the creator is told before sending. */
export const FinalOnceSent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Content cannot be changed after submission.')).toBeVisible();
  },
};

/** Spec 8: any failure that is not about the link reads "Something went wrong." */
export const Failed: Story = {
  args: { defaultValues: { url }, serverError: { code: 'INTERNAL', message: 'Something went wrong.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.Please try again.');
  },
};

/** Spec 8 success, with spec 9's 100 Lurk coins for a public campaign's first submission. */
export const Submitted: Story = {
  args: { submitted: { coinsAwarded: 100 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Content successfully submitted.You earned 100 Lurk coins.');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const SubmittedNoCoins: Story = {
  args: { submitted: { coinsAwarded: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Content successfully submitted.');
    await expect(canvas.queryByText(/Lurk coins/)).not.toBeInTheDocument();
  },
};

export const Phone: Story = { args: ServerError.args, globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

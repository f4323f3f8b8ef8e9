import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { keysOf } from '../key-campaign-shared/key-campaign-fixtures.ts';
import { ModalFrame } from '../modal/ModalFrame.tsx';
import { formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters, modalDocsParameters } from '../story-helpers/shell-fixtures.tsx';
import { CLAIM_KEY_MODAL_TITLE, ClaimKeyModal } from './ClaimKeyModal.tsx';
import { PlatformChoice } from './PlatformChoice.tsx';

const XBOX = 'Xbox Series X|S';
const ASK_XBOX = `Ask the company for more keys for ${XBOX}`;

const meta = {
  title: 'Keys/Claim key modal',
  component: ClaimKeyModal,
  subcomponents: { PlatformChoice },
  args: {
    ...formArgs(),
    platforms: keysOf(['Steam', 42, 100], ['PlayStation 5', 4, 50], [XBOX, 0, 50]),
    onRequestMore: fn(),
    onClose: fn(),
    copyText: fn(async () => {}),
  },
  parameters: { ...viewportParameters, ...modalDocsParameters },
  decorators: [
    (Story) => (
      <ModalFrame title={CLAIM_KEY_MODAL_TITLE} onCloseButton={() => {}} onBackdrop={() => {}}>
        {Story()}
      </ModalFrame>
    ),
  ],
} satisfies Meta<typeof ClaimKeyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled: the only platform with keys left is chosen already. */
const quartet = formStories({
  submit: 'Claim key',
  required: { Steam: 'Choose a platform.' },
  filledArgs: { platforms: keysOf(['Steam', 42, 100], [XBOX, 0, 50]) },
  values: { platform: 'Steam' },
  serverError: {
    code: 'KEYS.PLATFORM_NOT_OFFERED',
    message: 'This campaign offers no keys for that platform.',
    field: 'platform',
    label: 'Steam',
  },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Each platform with its stock; one that is out of keys cannot be chosen. */
export const ChoosePlatform: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('meter', { name: 'PlayStation 5 keys' })).toHaveAttribute('aria-valuetext', '4 of 50 keys left (Low)');
    await expect(canvas.getByRole('radio', { name: XBOX })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'PlayStation 5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Claim key' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ platform: 'PlayStation 5' });
  },
};

/** Spec 8: out of keys blocks the claim; the creator can ask the company to add more. */
export const AskForMoreKeys: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: ASK_XBOX }));
    await expect(args.onRequestMore).toHaveBeenCalledWith(XBOX);
  },
};

export const AskSending: Story = {
  args: { moreKeys: { [XBOX]: 'sending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ASK_XBOX })).toHaveAttribute('aria-busy', 'true');
  },
};

export const RequestSent: Story = {
  args: { moreKeys: { [XBOX]: 'sent' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Request sent');
    await expect(canvas.queryByRole('button', { name: ASK_XBOX })).not.toBeInTheDocument();
  },
};

export const AlreadyRequested: Story = {
  args: { moreKeys: { [XBOX]: 'alreadyRequested' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Already requested');
  },
};

export const AllOutOfKeys: Story = {
  args: { platforms: keysOf(['Steam', 0, 100], [XBOX, 0, 50]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every platform is out of keys. Ask the company to add more.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim key' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /Ask the company for more keys/ })).toHaveLength(2);
  },
};

/** The last key went to someone else between choosing and claiming. */
export const OutOfKeysOnClaim: Story = {
  args: { serverError: { code: 'KEYS.OUT_OF_KEYS', message: 'Out of keys for Steam. You can ask the company to add more.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Out of keys for Steam.');
  },
};

export const Claimed: Story = {
  args: { claimed: { platform: 'Steam', code: 'A7K2Q-9XWPL-M3TZR', contentDueAt: '2026-04-19T10:00:00.000Z' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Key claimed.')).toBeVisible();
    await expect(canvas.getByText('A7K2Q-9XWPL-M3TZR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(args.copyText).toHaveBeenCalledWith('A7K2Q-9XWPL-M3TZR');
    await expect(canvas.getByText(/Submit your content by/)).toHaveTextContent('19 Apr 2026, 12:00 CEST, 30 days from now');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  args: { moreKeys: { [XBOX]: 'alreadyRequested' } },
  globals: atWidth('phone'),
  play: () => expectNoSidewaysScroll(),
};

export const LightTheme: Story = { globals: { theme: 'light' } };

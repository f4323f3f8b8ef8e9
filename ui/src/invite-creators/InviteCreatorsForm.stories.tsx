import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { InviteCreatorsForm } from './InviteCreatorsForm.tsx';

const CREATORS = [
  { id: 'creator-7', username: 'annaplays', displayName: 'Anna Plays' },
  { id: 'creator-9', username: 'annika', displayName: 'annika' },
];
const searchCreators = async (text: string) => CREATORS.filter((c) => c.username.startsWith(text.toLowerCase()));

const meta = {
  title: 'Keys/Invite creators form',
  component: InviteCreatorsForm,
  args: { ...formArgs(), onSubmit: fn(async () => {}), activationType: 'KEY', activationId: 'campaign-1', searchCreators },
  parameters: viewportParameters,
} satisfies Meta<typeof InviteCreatorsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: 'Send invitations',
  required: { 'Email addresses': 'Enter at least one email address, one per line.' },
  fill: { 'Email addresses': 'anna@example.com\nbjorn@example.com' },
  values: { inviteType: 'EMAIL', activationType: 'KEY', activationId: 'campaign-1', emails: 'anna@example.com\nbjorn@example.com' },
  serverError: { code: 'INVITATIONS.TOO_MANY', message: 'At most 500 invitations at a time.', field: 'emails', label: 'Email addresses' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Spec 5: one valid address per line; the wrong line is named and nothing is sent. */
export const InvalidLine: Story = {
  play: async (context) => {
    await fillFields(context, { 'Email addresses': 'anna@example.com\nbjorn@\ncleo@example.com' });
    await expect(context.canvas.getByText('Line 2: Enter a valid email address.')).toBeVisible();
    await expect(context.canvas.getByText('2 valid addresses, 1 line needs fixing')).toBeVisible();
    await clickButton(context, 'Send invitations');
    await expectFieldError(context.canvas, 'Email addresses', 'Fix the lines listed below first.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Creators with an account are found by name and picked, never typed as ids. */
export const ByName: Story = {
  play: async (context) => {
    await context.userEvent.click(context.canvas.getByRole('radio', { name: 'Name' }));
    await clickButton(context, 'Send invitations');
    await expectFieldError(context.canvas, 'Creators', 'Choose at least one creator.');
    await context.userEvent.type(context.canvas.getByLabelText('Creators'), 'ann');
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Anna Plays (@annaplays)' }));
    await context.userEvent.type(context.canvas.getByLabelText('Creators'), 'ann');
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'annika' }));
    await clickButton(context, 'Send invitations');
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      inviteType: 'USERID',
      activationType: 'KEY',
      activationId: 'campaign-1',
      userIds: ['creator-7', 'creator-9'],
    });
  },
};

export const Result: Story = {
  args: { result: { sent: 3, alreadyInvited: 1, invalid: 0 } },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('3 sent · 1 already invited · 0 invalid'),
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

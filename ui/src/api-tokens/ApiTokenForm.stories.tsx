import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { ApiTokenForm } from './ApiTokenForm.tsx';

const values = { name: 'Nightly reporting sync', scopes: ['read:reporting'] };

const meta = {
  title: 'API tokens/Create token form',
  component: ApiTokenForm,
  args: formArgs(),
} satisfies Meta<typeof ApiTokenForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: 'Create token',
  required: { 'Token name': 'Name the token.' },
  filledArgs: { defaultValues: values },
  values,
  checkEmpty: {
    after: async ({ canvas }) => {
      await expect(await canvas.findByText('Choose at least one scope.')).toBeVisible();
    },
  },
  serverError: {
    code: 'API_TOKENS.TOO_MANY',
    message: 'Revoke a token before creating another: a company keeps at most 20.',
    field: 'name',
    label: 'Token name',
  },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Every scope is offered with what it allows. */
export const Scopes: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.type(canvas.getByLabelText('Token name'), 'Code import');
    await userEvent.click(canvas.getByLabelText(/^write:codes/));
    await userEvent.click(canvas.getByLabelText(/^write:invitations/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Code import', scopes: ['write:codes', 'write:invitations'] });
  },
};

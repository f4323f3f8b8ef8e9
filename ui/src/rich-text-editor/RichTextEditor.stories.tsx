import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { isAllowedLink } from './link-rule.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { Toolbar } from './Toolbar.tsx';
import { LinkForm } from './LinkForm.tsx';

const HOST = 'https://app.lurkit.example';

const meta = {
  title: 'Inputs/Rich text editor',
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { Toolbar, LinkForm },
  component: RichTextEditor,
  args: {
    label: 'Talking points',
    allowedLinkPrefix: HOST,
    defaultValue: '<p>Mention the <strong>launch date</strong>.</p>',
    onChange: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Talking points' });
    await expect(editor).toHaveTextContent('Mention the launch date.');
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

export const Empty: Story = { args: { defaultValue: '' } };

/** Typing and the Bold button change the content the caller receives. */
export const Typing: Story = {
  args: Empty.args,
  play: async ({ canvas, userEvent, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Talking points' });
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    // The Bold button hands the focus back to the editor; keys typed before it arrives would go to the button.
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Play the demo');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Play the demo</strong></p>'));
  },
};

/** A link into the app is inserted with its text. */
export const AddAllowedLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Talking points' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Insert link' }));
    await userEvent.type(canvas.getByLabelText('Link address'), `${HOST}/games/42`);
    await userEvent.type(canvas.getByLabelText('Link text'), 'the game page');
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    await expect(canvas.getByRole('link', { name: 'the game page' })).toHaveAttribute('href', `${HOST}/games/42`);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining(`href="${HOST}/games/42"`));
    await expect(canvas.queryByLabelText('Link address')).not.toBeInTheDocument();
  },
};

/** Links elsewhere are refused with the rule's message, and nothing is inserted. */
export const RefusedLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert link' }));
    await userEvent.type(canvas.getByLabelText('Link address'), 'https://evil.example/phish');
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    await expect(canvas.getByLabelText('Link address')).toHaveAccessibleDescription(`Links must start with ${HOST}`);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Links already in the content follow the same rule: the outside one loads as plain text. */
export const LoadedLinks: Story = {
  args: { defaultValue: `<p><a href="${HOST}/campaigns/7">Campaign</a> and <a href="https://elsewhere.example">elsewhere</a></p>` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Campaign' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'elsewhere' })).not.toBeInTheDocument();
    await expect(isAllowedLink(`${HOST}.evil.example/x`, HOST)).toBe(false);
    await expect(isAllowedLink(`${HOST}?ref=1`, HOST)).toBe(true);
  },
};

export const WithError: Story = {
  args: { error: 'Talking points are required.', hint: 'At least one talking point.' },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Talking points' });
    await expect(editor).toHaveAccessibleDescription('Talking points are required. At least one talking point.');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ReadOnly: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Talking points' })).toHaveAttribute('contenteditable', 'false');
  },
};

import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

/** The parts of a play function's context the helpers use. */
type PlayContext = Pick<StoryContext, 'canvas' | 'userEvent'>;
type Canvas = PlayContext['canvas'];

/** Args every form story starts from: a spy for onSubmit, no server error, not submitting. */
export const formArgs = () => ({ onSubmit: fn(), serverError: null, submitting: false });

/** Types each value into the field with that label, replacing what was there. */
export async function fillFields({ canvas, userEvent }: PlayContext, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = canvas.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

/** Clicks the button a person would press to submit. */
export async function clickButton({ canvas, userEvent }: PlayContext, name: string | RegExp) {
  await userEvent.click(canvas.getByRole('button', { name }));
}

/** Asserts the message is shown beside the field: read with it (aria-describedby) and marking it invalid. */
export async function expectFieldError(canvas: Canvas, label: string, message: string) {
  const field = canvas.getByLabelText(label);
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/** Asserts the submit button shows the form is being sent and cannot be pressed again. */
export async function expectBusy(canvas: Canvas, name: string | RegExp) {
  const button = canvas.getByRole('button', { name });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
}

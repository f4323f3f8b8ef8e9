import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { FormServerError } from '../forms/server-error.ts';
import { clickButton, expectBusy, expectFieldError, fillFields } from './form-play.ts';

type Step = (context: StoryContext) => Promise<void>;

export interface FormQuartet<Args extends object> {
  /** Name of the button that sends the form. */
  submit: string;
  /** What each field says when the form is sent empty: label -> message. */
  required: Record<string, string>;
  /** What onSubmit receives from the Filled story. */
  values: unknown;
  /** Args of the Filled story (usually defaultValues); ServerError and Loading start from them too. */
  filledArgs?: Args;
  /** Args of the Empty story, for forms that start pre-filled. */
  emptyArgs?: Args;
  /** What the person types before sending the Filled form: label -> value. */
  fill?: Record<string, string>;
  /** Steps before the fields show (a confirmation button); Empty and Filled take them. */
  open?: Step;
  /** Further checks of the Empty story, before and after it is sent. */
  checkEmpty?: { before?: Step; after?: Step };
  /** The server's answer; a `field` error is expected at the field labelled `label`, others in the alert. */
  serverError: FormServerError & { label?: string };
  /** Replaces the ServerError story's default check. */
  checkServerError?: Step;
}

/**
 * The four stories every form has (Empty, Filled, ServerError, Loading), built from one description so
 * no form's stories repeat them. Export each under its name: `export const Empty: Story = quartet.Empty;`.
 */
export function formStories<Args extends object>(form: FormQuartet<Args>) {
  const filledArgs = form.filledArgs;
  const { label, ...serverError } = form.serverError;

  const Empty = {
    args: form.emptyArgs,
    play: async (context: StoryContext) => {
      await form.checkEmpty?.before?.(context);
      await form.open?.(context);
      await clickButton(context, form.submit);
      for (const [field, message] of Object.entries(form.required)) await expectFieldError(context.canvas, field, message);
      await form.checkEmpty?.after?.(context);
      await expect(context.args.onSubmit).not.toHaveBeenCalled();
    },
  };

  const Filled = {
    args: filledArgs,
    play: async (context: StoryContext) => {
      await form.open?.(context);
      if (form.fill) await fillFields(context, form.fill);
      await clickButton(context, form.submit);
      await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith(form.values));
    },
  };

  const ServerError = {
    args: { ...filledArgs, serverError },
    play: async (context: StoryContext) => {
      if (form.checkServerError) await form.checkServerError(context);
      else if (label) await expectFieldError(context.canvas, label, serverError.message);
      else await expect(context.canvas.getByRole('alert')).toHaveTextContent(serverError.message);
    },
  };

  const Loading = {
    args: { ...filledArgs, submitting: true },
    play: async ({ canvas }: StoryContext) => expectBusy(canvas, form.submit),
  };

  return { Empty, Filled, ServerError, Loading };
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { CreatorKitStepForm } from './CreatorKitStepForm.tsx';
import { emptyCreatorKit, kitItems, savedCreatorKit } from './wizard-fixtures.ts';

const ITEM = 'Game or item from your Code Manager';

const meta = {
  title: 'Keys/Wizard/Creator kit step',
  component: CreatorKitStepForm,
  args: { ...formArgs(), onSubmit: fn(async () => {}), onDirtyChange: fn(), defaultValues: savedCreatorKit, items: kitItems },
  parameters: viewportParameters,
} satisfies Meta<typeof CreatorKitStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: 'Save',
  emptyArgs: { defaultValues: { ...savedCreatorKit, keys: [{ platform: 'Steam', count: 0 }] } },
  required: { 'Steam keys': 'Offer at least one key, or remove the platform.' },
  fill: { 'Steam keys': '250' },
  values: { ...savedCreatorKit, keys: [{ platform: 'Steam', count: 250 }], embargo: new Date(savedCreatorKit.embargo as string) },
  serverError: { code: 'KEYS.ITEM_NOT_FOUND', message: 'That item is not in your Code Manager.', field: 'codeItemId', label: ITEM },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Choose the item, then a row per platform from its stock, each platform once, stock shown in its colour. */
export const KeysPerPlatform: Story = {
  args: { defaultValues: emptyCreatorKit },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Choose a game or item first/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(ITEM), 'Frostfall (Game)');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a platform' }));
    await expect(canvas.getByText('1,200 available')).toHaveTextContent('Balanced');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a platform' }));
    const [, second] = canvas.getAllByLabelText('Platform');
    await expect(within(second as HTMLElement).queryByRole('option', { name: 'Steam' })).not.toBeInTheDocument();
    await expect(canvas.getByText('8 available')).toHaveTextContent('Low');
    const ps5 = canvas.getByLabelText('PlayStation 5 keys');
    await userEvent.clear(ps5);
    await userEvent.type(ps5, '20');
    await expect(ps5).toHaveAccessibleDescription(/Only 8 in stock now/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove PlayStation 5 keys' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...emptyCreatorKit, codeItemId: 'item-1', keys: [{ platform: 'Steam', count: 1 }] });
  },
};

/** A platform that is out of codes still shows, in red, so the company knows to add codes. */
export const OutOfStockPlatform: Story = {
  args: { defaultValues: { ...savedCreatorKit, keys: [{ platform: 'Xbox Series X|S', count: 10 }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 available')).toHaveTextContent('Out');
    await expect(canvas.getByLabelText('Xbox Series X|S keys')).toHaveAccessibleDescription(/Only 0 in stock now/);
  },
};

/** Another item starts the key rows over: platforms belong to the item. */
export const ChangingItemClearsKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(ITEM), 'Frostfall: Deep Winter (DLC)');
    await expect(canvas.queryByLabelText('Steam keys')).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };

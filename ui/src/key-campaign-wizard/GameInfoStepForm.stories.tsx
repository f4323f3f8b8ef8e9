import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { GameInfoStepForm } from './GameInfoStepForm.tsx';
import type { SteamImportResult } from './SteamImport.tsx';
import { emptyGameInfo, savedGameInfo, steamFrostfall } from './wizard-fixtures.ts';

/** The Steam lookup answering `result`. */
const importing = (result: SteamImportResult) => fn(async (_url: string): Promise<SteamImportResult> => result);

const STORE = 'https://store.steampowered.com/app/1145360/Frostfall/';

const meta = {
  title: 'Keys/Wizard/Game info step',
  component: GameInfoStepForm,
  args: {
    ...formArgs(),
    onSubmit: fn(async () => {}),
    onDirtyChange: fn(),
    onImportSteam: importing(steamFrostfall),
    defaultValues: savedGameInfo,
  },
  parameters: viewportParameters,
} satisfies Meta<typeof GameInfoStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field is optional until publishing; Empty shows a bad image link blocking the save. */
const quartet = formStories({
  submit: 'Save',
  emptyArgs: { defaultValues: { ...emptyGameInfo, media: ['ftp://cdn.example.com/header.jpg'] } },
  required: { 'Image links': 'Links start with http:// or https://.' },
  fill: { 'Game name': 'Frostfall: Deluxe' },
  values: { ...savedGameInfo, gameName: 'Frostfall: Deluxe' },
  serverError: {
    code: 'KEYS.INVALID_STEP',
    message: 'Description must be at most 10,000 characters.',
    field: 'description',
    label: 'Description',
  },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Import from Steam fills the fields; saving sends them with the app id from the link. */
export const ImportFromSteam: Story = {
  args: { defaultValues: emptyGameInfo },
  play: async (context) => {
    const { canvas, args } = context;
    await fillFields(context, { 'Steam store link': STORE });
    await clickButton(context, 'Import from Steam');
    await expect(args.onImportSteam).toHaveBeenCalledWith(STORE);
    await expect(await canvas.findByText('Imported Frostfall from Steam.')).toBeVisible();
    await expect(canvas.getByLabelText('Description')).toHaveValue(steamFrostfall.description);
    await expect(canvas.getByLabelText('Genres')).toHaveValue('Survival, Indie');
    await expect(canvas.getByText('2 valid image links')).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await clickButton(context, 'Save');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        gameName: 'Frostfall',
        description: steamFrostfall.description,
        genres: steamFrostfall.genres,
        media: steamFrostfall.media,
        steamAppId: 1145360,
      }),
    );
  },
};

/** Spec 8: "Steam import found no description". */
export const ImportWithoutDescription: Story = {
  args: { onImportSteam: importing({ ...steamFrostfall, description: '', missingDescription: true }) },
  play: async (context) => {
    await fillFields(context, { 'Steam store link': '1145360' });
    await clickButton(context, 'Import from Steam');
    await expect(await context.canvas.findByText('Steam import found no description. Write one for creators below.')).toBeVisible();
  },
};

export const ImportFromSandbox: Story = {
  args: { onImportSteam: importing({ ...steamFrostfall, sandbox: true }) },
  play: async (context) => {
    await fillFields(context, { 'Steam store link': STORE });
    await clickButton(context, 'Import from Steam');
    await expect(await context.canvas.findByText(/Sandbox: these details are sample data/)).toBeVisible();
  },
};

/** A link that is not a Steam store page is refused before any lookup. */
export const NotASteamLink: Story = {
  play: async (context) => {
    await fillFields(context, { 'Steam store link': 'https://example.com/frostfall' });
    await clickButton(context, 'Import from Steam');
    await expectFieldError(context.canvas, 'Steam store link', 'Enter a Steam store link');
    await expect(context.args.onImportSteam).not.toHaveBeenCalled();
  },
};

/** The catalogue's refusal shows at the link. */
export const ImportFailed: Story = {
  args: { onImportSteam: importing({ error: { code: 'CATALOGUE.NOT_FOUND', message: 'No Steam game has that app id.' } }) },
  play: async (context) => {
    await fillFields(context, { 'Steam store link': '999999' });
    await clickButton(context, 'Import from Steam');
    await expectFieldError(context.canvas, 'Steam store link', 'No Steam game has that app id.');
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { RequirementsStepForm } from './RequirementsStepForm.tsx';
import { emptyRequirements, savedRequirements } from './wizard-fixtures.ts';

const meta = {
  title: 'Keys/Wizard/Requirements step',
  component: RequirementsStepForm,
  args: { ...formArgs(), onSubmit: fn(async () => {}), onDirtyChange: fn(), defaultValues: savedRequirements },
  parameters: viewportParameters,
} satisfies Meta<typeof RequirementsStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is required; Empty shows a negative threshold refused by core's requirements schema. */
const quartet = formStories({
  submit: 'Save',
  emptyArgs: { defaultValues: { ...emptyRequirements, audience: { ...emptyRequirements.audience, twitchFollowers: -5 } } },
  required: { 'Twitch Followers': 'A requirement cannot be negative.' },
  fill: { 'TikTok Followers': '5000' },
  values: { ...savedRequirements, audience: { ...savedRequirements.audience, tiktokFollowers: 5000 } },
  serverError: {
    code: 'REQUIREMENTS.UNKNOWN_COUNTRY',
    message: 'Choose a country from the list.',
    field: 'location.countries',
    label: 'Countries',
  },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Thresholds are grouped per platform; an emptied field means no minimum (null). */
export const GroupedPerPlatform: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const youtube = within(canvas.getByRole('group', { name: 'YouTube' }));
    await expect(youtube.getAllByRole('spinbutton')).toHaveLength(4);
    await expect(youtube.getByLabelText('YouTube Subscribers')).toHaveValue(1000);
    await userEvent.clear(youtube.getByLabelText('YouTube Subscribers'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...savedRequirements,
      audience: { ...savedRequirements.audience, youtubeSubscribers: null },
    });
  },
};

/** Countries, continents and languages are picked from lists; chosen ones show as removable chips. */
export const LocationAndLanguage: Story = {
  args: { defaultValues: emptyRequirements },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Countries'), 'Denm');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByLabelText('Continents'), 'Europe');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByLabelText('Languages'), 'Swed');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Denmark' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...emptyRequirements,
      location: { countries: ['DK'], continents: ['europe'] },
      languages: ['sv'],
    });
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };

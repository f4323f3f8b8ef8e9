import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, type ComponentType, type ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { AccessStepForm } from './AccessStepForm.tsx';
import { BasicsStepForm } from './BasicsStepForm.tsx';
import { CreatorKitStepForm } from './CreatorKitStepForm.tsx';
import { GameInfoStepForm } from './GameInfoStepForm.tsx';
import { RequirementsStepForm } from './RequirementsStepForm.tsx';

type SubmitRef = { current: (() => Promise<boolean>) | null };

/** The wizard's Next calls the step's submit; here a button stands in for it. */
function WithNext({ children }: { children: (ref: SubmitRef) => ReactNode }) {
  const ref = useRef<(() => Promise<boolean>) | null>(null);
  return (
    <>
      {children(ref)}
      <Button onClick={() => void ref.current?.()}>Next</Button>
    </>
  );
}

const onSave = fn(async () => true);

/** A story's render: the step form with Next, saving to the shared `onSave`. */
function withNext<P extends { submitRef: SubmitRef }>(Form: ComponentType<P>, props: Omit<P, 'submitRef' | 'onSave'>) {
  const Step = Form as unknown as ComponentType<Omit<P, 'submitRef' | 'onSave'> & { submitRef: SubmitRef; onSave: typeof onSave }>;
  return function StepWithNext() {
    return <WithNext>{(ref) => <Step {...props} submitRef={ref} onSave={onSave} />}</WithNext>;
  };
}

const creatorLists = [
  { id: 'list-1', name: 'Nordic streamers' },
  { id: 'list-2', name: 'Cosy games' },
];
const audience = {
  twitchFollowers: null,
  twitchAverageConcurrentViewers: null,
  youtubeSubscribers: null,
  youtubeAverageConcurrentViewers: null,
  youtubeAverageViewsPerVideo: null,
  youtubeAverageViewsPerShort: null,
  tiktokFollowers: null,
  tiktokAverageViewsPerShort: null,
};

const meta = {
  title: 'Key campaigns/Setup steps',
  component: BasicsStepForm,
  args: {
    defaultValues: { name: 'Moonlight keys', startDate: null, endDate: null, plannedRelease: null, tags: [] },
    onSave,
    submitRef: { current: null },
  },
} satisfies Meta<typeof BasicsStepForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basics: Story = {
  render: (args) => (
    <WithNext>{(ref) => <BasicsStepForm {...args} defaultValues={{ ...args.defaultValues, name: '' }} submitRef={ref} />}</WithNext>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Name is required.')).toBeVisible();
    await expect(onSave).not.toHaveBeenCalled();
  },
};

const gameInfo = { defaultValues: { gameName: 'Moonlight Drifters', description: '', genres: [], media: [], steamAppId: null } };

export const GameInfo: Story = {
  render: withNext(GameInfoStepForm, gameInfo),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Image links'), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Links start with http:// or https://.')).toBeVisible();
  },
};

/** Importing from Steam fills the fields; a store page without a description says so (spec 8). */
export const SteamImportWithoutDescription: Story = {
  render: withNext(GameInfoStepForm, {
    defaultValues: { ...gameInfo.defaultValues, gameName: '' },
    onImportSteam: async () => ({
      name: 'Hades',
      description: '',
      genres: ['Action', 'Indie'],
      media: ['https://cdn.example.com/hades.jpg'],
      missingDescription: true,
      sandbox: false,
    }),
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Steam store link'), 'https://store.steampowered.com/app/1145360/Hades/');
    await userEvent.click(canvas.getByRole('button', { name: 'Import from Steam' }));
    await expect(await canvas.findByText('Steam import found no description.')).toBeVisible();
    await expect(canvas.getByLabelText('Game name')).toHaveValue('Hades');
    await expect(canvas.getByLabelText(/^Genres/)).toHaveValue('Action, Indie');
  },
};

const requirements = { defaultValues: { audience, location: { countries: [], continents: [] }, languages: [] } };

export const Requirements: Story = {
  render: withNext(RequirementsStepForm, requirements),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Countries'), 'XX');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Choose a country from the list.')).toBeVisible();
  },
};

/** A Quest has no Access step: its Requirements step also picks the company's creator lists by name. */
export const RequirementsWithCreatorLists: Story = {
  render: withNext(RequirementsStepForm, { creatorLists, defaultValues: { ...requirements.defaultValues, creatorListIds: [] } }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Creator lists (optional)' }), 'Cosy{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ creatorListIds: ['list-2'] }));
  },
};

const access = {
  defaultValues: {
    requestResponseDays: null,
    visibility: 'discoverable' as const,
    creatorListIds: [],
    whitelist: [],
    creatorProgramId: null,
    allowOffersFromAllCreators: false,
    vipAccess: true,
  },
};

export const Access: Story = {
  render: withNext(AccessStepForm, access),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText(/Hidden/));
    await userEvent.selectOptions(canvas.getByLabelText('Response deadline for requests'), '7 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ visibility: 'hidden', requestResponseDays: 7 }));
  },
};

/** Creator lists are picked by name; the step saves their ids. */
export const AccessWithCreatorLists: Story = {
  render: withNext(AccessStepForm, { creatorLists, defaultValues: { ...access.defaultValues, creatorListIds: ['list-2'] } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Cosy games' })).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Creator lists (optional)' }), 'Nordic{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ creatorListIds: ['list-2', 'list-1'] }));
  },
};

export const CreatorKit: Story = {
  render: withNext(CreatorKitStepForm, {
    items: [{ id: 'item-1', name: 'Moonlight Drifters', platforms: [{ platform: 'Steam', available: 100 }] }],
    defaultValues: { codeItemId: null, keys: [], specialInstructions: '', embargo: null },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add a platform' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Game or item from your Code Manager'), 'item-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a platform' }));
    await expect(canvas.getByRole('option', { name: 'Steam (100 available)' })).toBeInTheDocument();
  },
};

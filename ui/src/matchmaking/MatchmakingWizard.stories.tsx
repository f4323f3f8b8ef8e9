import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ModalProvider } from '../modal/ModalProvider.tsx';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { MatchmakingWizard } from './MatchmakingWizard.tsx';

const meta = {
  title: 'Matchmaking/Wizard',
  component: MatchmakingWizard,
  decorators: [(Story) => <ModalProvider>{Story()}</ModalProvider>],
  args: {
    activations: [
      { type: 'QUEST', id: 'q-1', name: 'Spring Stream Quest' },
      { type: 'KEY', id: 'k-1', name: 'Frostpunk 2 keys', gameName: 'Frostpunk 2' },
    ],
    games: [
      { id: 'g-1', name: 'Frostpunk 2' },
      { id: 'g-2', name: 'Against the Storm' },
    ],
    onSubmit: fn(),
  },
  parameters: viewportParameters,
} satisfies Meta<typeof MatchmakingWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
const next = (canvas: Canvas, userEvent: UserEvent) => userEvent.click(canvas.getByRole('button', { name: 'Next' }));

/** Forward only with an activation selected (spec 5). */
export const ActivationRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Introduction' })).toBeVisible();
    await next(canvas, userEvent);
    await next(canvas, userEvent);
    await expect(await canvas.findByText('Select an activation to continue.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Select activation' })).toBeVisible();
  },
};

/** Forward only with an objective selected (spec 5). */
export const ObjectiveRequired: Story = {
  args: { initialActivation: { type: 'QUEST', id: 'q-1' } },
  play: async ({ canvas, userEvent }) => {
    await next(canvas, userEvent);
    await next(canvas, userEvent);
    await next(canvas, userEvent);
    await expect(await canvas.findByText('Select an objective to continue.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Objectives' })).toBeVisible();
  },
};

/** Every step filled: the brief goes out in cents and hours. */
export const Complete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await next(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: /Frostpunk 2 keys/ }));
    await next(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Engagement' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Many small creators' }));
    await next(canvas, userEvent);
    await userEvent.selectOptions(await canvas.findByLabelText('Game'), 'g-1');
    await userEvent.selectOptions(canvas.getByLabelText(/Similar game/), 'g-2');
    await userEvent.type(canvas.getByLabelText(/Languages/), 'EN, sv');
    await userEvent.type(canvas.getByLabelText(/Locations/), 'europe');
    await next(canvas, userEvent);
    await userEvent.type(await canvas.findByLabelText('Total budget (USD)'), '2500');
    await userEvent.type(canvas.getByLabelText(/Budget per region/), 'SE 500');
    await userEvent.click(canvas.getByRole('button', { name: 'Find creators' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        activationType: 'KEY',
        activationId: 'k-1',
        objective: 'ENGAGEMENT',
        strategy: 'MANY_SMALL_CREATORS',
        gameId: 'g-1',
        similarGameIds: ['g-2'],
        languages: ['en', 'sv'],
        locations: ['EUROPE'],
        totalBudgetCents: 250_000,
        regionBudgets: [{ location: 'SE', cents: 50_000 }],
        maxBidPerHourWatchedCents: 50,
        minContentDurationHours: 1,
        hoursPerCreator: 2,
      }),
    );
  },
};

/** Choosing a Key campaign prefills the targeting with its game. */
export const GameFromActivation: Story = {
  play: async ({ canvas, userEvent }) => {
    await next(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: /Frostpunk 2 keys/ }));
    await next(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Awareness' }));
    await next(canvas, userEvent);
    await waitFor(() => expect(canvas.getByLabelText('Game')).toHaveValue('g-1'));
  },
};

/** A budget that cannot be read stays on the step with the reason at its field. */
export const BadBudget: Story = {
  args: { initialActivation: { type: 'QUEST', id: 'q-1' } },
  play: async ({ canvas, userEvent, args }) => {
    await next(canvas, userEvent);
    await next(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Awareness' }));
    await next(canvas, userEvent);
    await userEvent.selectOptions(await canvas.findByLabelText('Game'), 'g-1');
    await next(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Find creators' }));
    await expect(await canvas.findByText('Enter a total budget above zero.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal shows above the wizard. */
export const ServerError: Story = {
  args: { serverError: 'Select an activation to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Select an activation to continue.');
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { draftChecks } from '../publish-checks/publish-check-fixtures.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { BasicsStepForm } from './BasicsStepForm.tsx';
import { KeyCampaignWizard } from './KeyCampaignWizard.tsx';
import { savedBasics } from './wizard-fixtures.ts';

const meta = {
  title: 'Keys/Wizard/Key campaign wizard',
  component: KeyCampaignWizard,
  args: {
    currentStep: 'basics',
    onStepChange: fn(),
    checks: draftChecks,
    children: <BasicsStepForm defaultValues={savedBasics} onSubmit={async () => {}} />,
  },
  parameters: viewportParameters,
} satisfies Meta<typeof KeyCampaignWizard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const steps = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Key campaign steps' }));

/** Steps with failing publish checks carry a warning mark, named for screen readers. */
export const WithPublishChecks: Story = {
  play: async ({ canvas }) => {
    await expect(steps(canvas).getByRole('button', { name: /Basics/ })).toHaveAttribute('aria-current', 'step');
    await expect(steps(canvas).getByRole('button', { name: 'Basics (2 publish checks to fix)' })).toBeVisible();
    await expect(steps(canvas).getByRole('button', { name: 'Creator kit (2 publish checks to fix)' })).toBeVisible();
    await expect(steps(canvas).getByRole('button', { name: 'Requirements' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Basics', level: 3 })).toBeVisible();
  },
};

/** Any step can be opened; the page guards unsaved changes, then shows it. */
export const ChooseStep: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(steps(canvas).getByRole('button', { name: /Creator kit/ }));
    await expect(args.onStepChange).toHaveBeenCalledWith('creatorKit');
    await userEvent.click(canvas.getByRole('button', { name: 'Next: Game info' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('gameInfo');
    await expect(canvas.queryByRole('button', { name: /Previous/ })).not.toBeInTheDocument();
  },
};

export const LastStep: Story = {
  args: { currentStep: 'creatorKit', checks: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous: Access' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('access');
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QuestCreatePage } from '../../apps/web/src/quests/pages/QuestCreatePage.tsx';
import { GeneralStepForm } from '../../ui/src/quest-steps/GeneralStepForm.tsx';
import { pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const meta = {
  title: 'Pages/Quests/New Quest',
  component: QuestCreatePage,
  subcomponents: { GeneralStepForm },
  ...pageMeta({ url: '/company/quests/create?kind=productPromotion', role: 'companyOwner' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The create-activation wizard's paid choice opens General; an empty name is refused at its field before anything is sent. */
export const General: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'New Product promotion Quest');
    await expect(canvas.getByLabelText('Quest name')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByLabelText('Quest name')).toHaveAttribute('aria-invalid', 'true');
  },
};

const widths = atEachWidth(General);
export const Phone = widths.phone;
export const Desktop = widths.desktop;

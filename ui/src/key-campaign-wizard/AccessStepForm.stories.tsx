import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { AccessStepForm } from './AccessStepForm.tsx';
import { creatorLists, creatorPrograms, savedAccess } from './wizard-fixtures.ts';

const meta = {
  title: 'Keys/Wizard/Access step',
  component: AccessStepForm,
  args: { ...formArgs(), onSubmit: fn(async () => {}), onDirtyChange: fn(), defaultValues: savedAccess, creatorLists, creatorPrograms },
  parameters: viewportParameters,
} satisfies Meta<typeof AccessStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field has a default; Empty is a campaign with no visibility chosen, which core refuses. */
const quartet = formStories({
  submit: 'Save',
  emptyArgs: { defaultValues: { ...savedAccess, visibility: '' as never } },
  required: {},
  checkEmpty: {
    after: async ({ canvas }) => {
      await expect(await canvas.findByText('Choose discoverable or hidden.')).toBeVisible();
    },
  },
  fill: { 'Whitelist (optional)': 'creator-7\ncreator-9' },
  values: { ...savedAccess, whitelist: ['creator-7', 'creator-9'] },
  serverError: {
    code: 'REQUIREMENTS.UNKNOWN_PROGRAM',
    message: 'That creator program is not yours.',
    field: 'creatorProgramId',
    label: 'Creator program members (optional)',
  },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Each visibility is explained; lists and program come from the company's own. */
export const ChooseWhoTakesPart: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Hidden' })).toHaveAccessibleDescription(
      'Only invited creators and those with the link find it.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Hidden' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Allow all creators/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /VIP access/ }));
    await userEvent.type(canvas.getByLabelText('Creator lists (optional)'), 'Cozy');
    await userEvent.keyboard('{Enter}');
    await userEvent.selectOptions(canvas.getByLabelText('Creator program members (optional)'), 'Northern Lights Insiders');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      visibility: 'hidden',
      creatorListIds: ['list-1'],
      whitelist: [],
      creatorProgramId: 'program-1',
      allowOffersFromAllCreators: true,
      vipAccess: false,
    });
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

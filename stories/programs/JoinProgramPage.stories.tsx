import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  ApplyToCreatorProgramMutation,
  CreatorProgramPageQuery,
  ProgramEligibilityQuery,
} from '../../apps/web/src/programs/operations/creator-programs.operations.ts';
import { JoinProgramPage } from '../../apps/web/src/programs/pages/JoinProgramPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { anApplication, programPage } from './program-fixtures.ts';
import { expectFieldError } from '../../ui/src/story-helpers/form-play.ts';

const eligible = {
  eligible: true,
  groups: [
    { group: 'audience', status: 'PASSED', reasons: ['Twitch followers: 1,200 of 100'] },
    { group: 'languages', status: 'PASSED', reasons: ['English'] },
  ],
  vipAccess: null,
};

const network = [
  gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('none') }),
  gqlData(ProgramEligibilityQuery, { programEligibility: eligible }),
];

const meta = {
  title: 'Pages/Creator Programs/Join flow',
  component: JoinProgramPage,
  ...pageMeta({ url: '/creator-programs/program-1/join', role: 'creator', network }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const continueTo = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], step: string) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await expect(await canvas.findByRole('heading', { level: 2, name: step })).toBeVisible();
};

/** A creator starts at Requirements: every group met, so Continue is offered. */
export const Requirements: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Join Northern Lights Creators');
    await expect(canvas.getByText('Requirements', { selector: '[aria-current="step"]' })).toBeVisible();
    await expect(await canvas.findByText(/Twitch followers: 1,200 of 100/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** The company gave this creator VIP access for the program: the step says so, and that location still applies. */
export const VipAccess: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('none') }),
      gqlData(ProgramEligibilityQuery, {
        programEligibility: {
          eligible: true,
          groups: [{ group: 'audience', status: 'Passed', reasons: ['VIP access: this requirement does not apply to you.'] }],
          vipAccess: { waivesLocationAndLanguage: false },
        },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have VIP access')).toBeVisible();
    await expect(canvas.getByText(/Location and language still apply\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Every step to the thank-you page: demographics, hardware, code of conduct, the questions. */
export const WholeFlow: Story = {
  parameters: pageAt({ network: [gqlData(ApplyToCreatorProgramMutation, { applyToCreatorProgram: anApplication() }), ...network] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Join Northern Lights Creators');
    await expect(await canvas.findByText(/Twitch followers/)).toBeVisible();
    await continueTo(canvas, 'Demographics');
    await userEvent.type(canvas.getByLabelText('Country (ISO code, e.g. SE)'), 'SE');
    await continueTo(canvas, 'Hardware');
    await userEvent.type(canvas.getByLabelText('Your hardware, one per line (PC, PS5, Quest 3…)'), 'PC');
    await continueTo(canvas, 'Code of conduct');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('I accept the code of conduct'));
    await continueTo(canvas, 'Application');
    await userEvent.type(canvas.getByLabelText('Which games do you stream most? (required)'), 'Cosy co-op');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Thank you' })).toBeVisible();
  },
};

/** A country typed wrongly is refused at Demographics, at the field, not at the last step. */
export const CountryRefusedAtItsStep: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Join Northern Lights Creators');
    await expect(await canvas.findByText(/Twitch followers/)).toBeVisible();
    await continueTo(canvas, 'Demographics');
    const country = canvas.getByLabelText('Country (ISO code, e.g. SE)');
    await userEvent.type(country, 'Sweden');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Demographics' })).toBeVisible();
    await expectFieldError(canvas, 'Country (ISO code, e.g. SE)', 'Choose a country from the list.');
    await userEvent.clear(country);
    await userEvent.type(country, 'se');
    await continueTo(canvas, 'Hardware');
  },
};

/** A required question left empty: refused at that answer. */
export const AnswerRequired: Story = {
  parameters: pageAt({
    network: [
      gqlError(ApplyToCreatorProgramMutation, {
        code: 'PROGRAM.ANSWER_REQUIRED',
        message: 'Answer this question to apply.',
        field: 'answers.q-1',
      }),
      ...network,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Twitch followers/)).toBeVisible();
    await continueTo(canvas, 'Demographics');
    await continueTo(canvas, 'Hardware');
    await continueTo(canvas, 'Code of conduct');
    await userEvent.click(canvas.getByLabelText('I accept the code of conduct'));
    await continueTo(canvas, 'Application');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByText('Answer this question to apply.')).toBeVisible();
  },
};

/** Requirements not met: the creator cannot go on. */
export const NotEligible: Story = {
  parameters: pageAt({
    network: [
      gqlData(ProgramEligibilityQuery, {
        programEligibility: {
          eligible: false,
          groups: [{ group: 'audience', status: 'FAILED', reasons: ['Twitch followers: 40 of 100'] }],
          vipAccess: null,
        },
      }),
      ...network,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Twitch followers: 40 of 100/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Not one of the creators the company picked: the step says so in words and the creator cannot go on. */
export const NotPicked: Story = {
  parameters: pageAt({
    network: [
      gqlData(ProgramEligibilityQuery, {
        programEligibility: {
          eligible: false,
          groups: [
            { group: 'audience', status: 'Passed', reasons: ['The campaign asks for no channel size.'] },
            { group: 'selection', status: 'Not met', reasons: ["You are not on the company's creator lists for this Creator Program."] },
          ],
          vipAccess: null,
        },
      }),
      ...network,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/picked creators: Not met/)).toBeVisible();
    await expect(canvas.getByText(/You are not on the company's creator lists for this Creator Program\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Signed out: Register first, with a way back to this flow after registering or signing in. */
export const SignedOut: Story = {
  parameters: pageAt({ role: 'signedOut' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register as a creator' })).toHaveAttribute(
      'href',
      `/register/creator?callbackUrl=${encodeURIComponent('/creator-programs/program-1/join')}`,
    );
  },
};

/** The company's unbranded join link hides the company name. */
export const Unbranded: Story = {
  parameters: pageAt({ url: '/company/c-1/join?program=program-1&unbranded=true' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Join Northern Lights Creators');
    await expect(canvas.queryByText('Northern Lights Games')).toBeNull();
  },
};

/** Already applied: the label and the way back to the program. */
export const AlreadyApplied: Story = {
  parameters: pageAt({ network: [gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('applied') }), ...network] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Application sent')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the program' })).toBeVisible();
  },
};

const widths = atEachWidth(Requirements);
export const Phone = widths.phone;
export const Desktop = widths.desktop;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  EditProgramAnnouncementMutation,
  MyCreatorProgramQuery,
  PostProgramAnnouncementMutation,
  ProgramAnnouncementsQuery,
} from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { CompanyAnnouncementsPage } from '../../apps/web/src/programs/pages/CompanyAnnouncementsPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { anAnnouncement, myProgram } from './program-fixtures.ts';

const edited = anAnnouncement({
  id: 'announcement-2',
  title: 'Winter update',
  text: 'Patch notes inside.',
  lastEditedAt: '2030-02-12T08:00:00.000Z',
});
const network = (announcements = [anAnnouncement(), edited]) => [
  gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
  gqlData(ProgramAnnouncementsQuery, { creatorProgram: { announcements } }),
];

const meta = {
  title: 'Pages/Company/Announcements',
  component: CompanyAnnouncementsPage,
  ...pageMeta({ url: '/company/announcements', role: 'companyMember', network: network() }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's announcements to its program's members, newest first, with created and edited times. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Announcements');
    await expect(await canvas.findByRole('heading', { name: 'New build on Friday' })).toBeVisible();
    await expect(canvas.getByText(/edited/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: "the program's page" })).toHaveAttribute('href', '/creator-programs/program-1');
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: network([]) }),
  play: async ({ canvas }) => expect(await canvas.findByText('No announcements yet.')).toBeVisible(),
};

/** Posting tells the company it went out to members. */
export const Posted: Story = {
  parameters: pageAt({
    network: [
      gqlData(PostProgramAnnouncementMutation, { postProgramAnnouncement: anAnnouncement({ id: 'announcement-3' }) }),
      ...network(),
    ],
  }),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('region', { name: 'Post an announcement' }));
    await userEvent.type(form.getByLabelText('Title'), 'Keys on Friday');
    await userEvent.type(form.getByLabelText('Text'), 'Look in your missions.');
    await userEvent.click(form.getByRole('button', { name: 'Post announcement' }));
    await expect(await within(document.body).findByText('Announcement posted to members.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Title')).toHaveValue(''));
  },
};

/** The server refuses an empty title at its field. */
export const TitleRequired: Story = {
  parameters: pageAt({
    network: [
      gqlError(EditProgramAnnouncementMutation, { code: 'PROGRAM.INVALID_FIELD', message: 'Title is required.', field: 'title' }),
      ...network(),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: /Edit/ }))[0]!);
    const title = canvas.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Save announcement' }));
    await expect(await canvas.findByText('Title is required.')).toBeVisible();
  },
};

export const NoProgramYet: Story = {
  parameters: pageAt({ network: [gqlData(MyCreatorProgramQuery, { myCreatorProgram: null })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Announcements');
    await expect(canvas.getByRole('link', { name: 'Create your Creator Program' })).toHaveAttribute('href', '/creator-programs/new/edit');
  },
};

export const Loading: Story = loadingStory(MyCreatorProgramQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;

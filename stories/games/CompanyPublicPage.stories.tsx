import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OwnCompanyPage } from '../../apps/web/src/accounts/pages/OwnCompanyPage.tsx';
import { CompanyPublicPage } from '../../apps/web/src/games/pages/CompanyPublicPage.tsx';
import { PublicCompanyQuery } from '../../apps/web/src/games/operations/games.operations.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { COMPANY_ID, publicCompany } from './games-fixtures.ts';
import { CreatorHomeQuery } from '../../apps/web/src/insights/operations/creator-home.operations.ts';
import { emptyHome } from '../insights/creator-home-fixtures.ts';

const meta = {
  title: 'Pages/Public/Company page',
  component: CompanyPublicPage,
  subcomponents: { OwnCompanyPage },
  ...pageMeta({ url: `/company/${COMPANY_ID}`, network: [gqlData(PublicCompanyQuery, publicCompany)] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a company's page: who they are and their Creator Programs. */
export const About: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Demo Studio');
    await expect(canvas.getByText(/Small game studio · Verified company/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'demostudio.example' })).toHaveAttribute('href', 'https://demostudio.example');
    await expect(canvas.getByRole('link', { name: 'Demo Studio Creators' })).toHaveAttribute(
      'href',
      '/creator-programs/6a0c3a52-3a0e-4b8e-9a56-0d1f3e2c9a22',
    );
  },
};

/** /company/page takes a member to their own company's page, at its id. */
export const OwnPage: Story = {
  parameters: pageAt({
    url: '/company/page',
    role: 'companyMember',
    network: [gqlData(PublicCompanyQuery, { ...publicCompany, publicCompany: { ...publicCompany.publicCompany, id: 'c-1' } })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Demo Studio');
    await expect(canvas.getByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/company/c-1/page-settings');
  },
};

/** A creator has no company page of their own: /company/page is a company route, so it sends them to their home. */
export const OwnPageForACreator: Story = {
  parameters: pageAt({ url: '/company/page', role: 'creator', network: [gqlData(CreatorHomeQuery, emptyHome)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator home');
  },
};

/** Page settings: its own words and links; a member of the company gets a way to edit them. */
export const SeenByItsMember: Story = {
  parameters: pageAt({
    url: '/company/c-1',
    role: 'companyMember',
    network: [gqlData(PublicCompanyQuery, { ...publicCompany, publicCompany: { ...publicCompany.publicCompany, id: 'c-1' } })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Demo Studio');
    await expect(canvas.getByText('A small studio in Gothenburg making cosy co-op adventures.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://discord.gg/demostudio');
    // The way to edit follows the member's session, which may answer after the page's own data.
    await expect(await canvas.findByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/company/c-1/page-settings');
  },
};

/** The company chose not to show its Quests: the campaigns tab lists Key campaigns only. */
export const QuestsHidden: Story = {
  parameters: pageAt({
    url: `/company/${COMPANY_ID}/campaigns`,
    network: [
      gqlData(PublicCompanyQuery, {
        ...publicCompany,
        publicCompany: { ...publicCompany.publicCompany, page: { ...publicCompany.publicCompany.page, showQuests: false } },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Moonlight Drifters launch keys' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Quests' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Edit page' })).not.toBeInTheDocument();
  },
};

export const Campaigns: Story = {
  parameters: pageAt({ url: `/company/${COMPANY_ID}/campaigns` }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Demo Studio');
    await expect(canvas.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Moonlight Drifters launch keys' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No Quests open right now' })).toBeVisible();
  },
};

export const UnknownCompany: Story = {
  parameters: pageAt({
    network: [gqlError(PublicCompanyQuery, { code: 'EXPLORE.COMPANY_NOT_FOUND', message: 'There is no such company.' })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
  },
};

const widths = atEachWidth(About);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;

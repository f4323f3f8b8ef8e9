import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompanyPageQuery } from '../../apps/web/src/programs/operations/creator-programs.operations.ts';
import { CompanyPage } from '../../apps/web/src/programs/pages/CompanyPage.tsx';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aProgram } from './program-fixtures.ts';

const companyPage = { id: 'company-1', name: 'Northern Lights Games', program: aProgram() };

const meta = {
  title: 'Pages/Creator Programs/Company page',
  component: CompanyPage,
  ...pageMeta({ url: '/company/company-1', network: [gqlData(CompanyPageQuery, { companyPage })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the company and its Creator Program with the join link (its custom domain serves this as /). */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Northern Lights Games');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Join Northern Lights Creators' })).toHaveAttribute(
      'href',
      '/company/company-1/join?program=program-1',
    );
  },
};

/** /company/{id}/campaigns (/campaigns on the custom domain). */
export const Campaigns: Story = {
  parameters: pageAt({ url: '/company/company-1/campaigns' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'See the missions' })).toHaveAttribute('href', '/creator-programs/program-1/missions');
  },
};

export const NoProgram: Story = {
  parameters: pageAt({ network: [gqlData(CompanyPageQuery, { companyPage: { ...companyPage, program: null } })] }),
  play: async ({ canvas }) => expect(await canvas.findByText('No Creator Program')).toBeVisible(),
};

export const NotFound: Story = {
  parameters: pageAt({ network: [gqlError(CompanyPageQuery, { code: 'COMPANY.NOT_FOUND', message: 'The company does not exist.' })] }),
  play: async ({ canvas }) => expect(await canvas.findByText(/does not exist|not found/i)).toBeVisible(),
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyPageQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const Desktop = widths.desktop;

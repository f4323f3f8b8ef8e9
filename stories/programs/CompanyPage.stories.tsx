import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { expect } from 'storybook/test';
import { CompanyPageQuery } from '../../apps/web/src/programs/operations/creator-programs.operations.ts';
import { CompanyPage } from '../../apps/web/src/programs/pages/CompanyPage.tsx';
import type { AnyHandler } from 'msw';
import { gqlData, gqlError, gqlPending, roleNetwork } from '../support/network.ts';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { aProgram } from './program-fixtures.ts';

const companyPage = {
  id: 'company-1',
  name: 'Northern Lights Games',
  program: aProgram(),
  settings: { description: 'Cosy farming games from Malmö.', links: [{ label: 'Discord', url: 'https://discord.gg/northern' }] },
};

const APP = 'https://lurkit.example';

interface OnCustomDomain {
  path: '/' | '/campaigns';
  network: AnyHandler[];
}
const at = (page: Partial<OnCustomDomain>) => ({ customDomain: page });

/** The page as the company's custom domain serves it: `/` and `/campaigns` (routes.tsx customDomainRoutes). */
const meta = {
  title: 'Pages/Creator Programs/Company page',
  component: CompanyPage,
  parameters: { layout: 'fullscreen', customDomain: { path: '/', network: [gqlData(CompanyPageQuery, { companyPage })] } },
  beforeEach: ({ msw, parameters }) => {
    msw.use(...(parameters.customDomain as OnCustomDomain).network, ...roleNetwork('signedOut'));
  },
  render: (_args, { id, parameters }) => {
    const { path } = parameters.customDomain as OnCustomDomain;
    return (
      <SWRConfig key={id} value={{ provider: () => new Map(), revalidateOnFocus: false }}>
        <MemoryRouter initialEntries={[path]}>
          <CompanyPage companyId="company-1" customDomain={APP} tab={path === '/campaigns' ? 'campaigns' : 'overview'} />
        </MemoryRouter>
      </SWRConfig>
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the company and its Creator Program; joining happens on our host. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Northern Lights Games');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // The company's page settings: its words and links show on its custom domain too.
    await expect(canvas.getByText('Cosy farming games from Malmö.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://discord.gg/northern');
    await expect(canvas.getByRole('link', { name: 'Join Northern Lights Creators' })).toHaveAttribute(
      'href',
      `${APP}/company/company-1/join?program=program-1`,
    );
  },
};

/** /campaigns on the custom domain: the missions are on our host. */
export const Campaigns: Story = {
  parameters: at({ path: '/campaigns' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'See the missions' })).toHaveAttribute(
      'href',
      `${APP}/creator-programs/program-1/missions`,
    );
  },
};

export const NoProgram: Story = {
  parameters: at({ network: [gqlData(CompanyPageQuery, { companyPage: { ...companyPage, program: null } })] }),
  play: async ({ canvas }) => expect(await canvas.findByText('No Creator Program')).toBeVisible(),
};

export const NotFound: Story = {
  parameters: at({ network: [gqlError(CompanyPageQuery, { code: 'COMPANY.NOT_FOUND', message: 'The company does not exist.' })] }),
  play: async ({ canvas }) => expect(await canvas.findByText(/does not exist|not found/i)).toBeVisible(),
};

export const Loading: Story = {
  parameters: at({ network: [gqlPending(CompanyPageQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicKeyCampaignQuery, type PublicKeyCampaignPage } from '../../apps/web/src/explore/operations/explore.operations.ts';
import { KeyCampaignPage } from '../../apps/web/src/keys/pages/KeyCampaignPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const ID = '5f0c3a52-3a0e-4b8e-9a56-0d1f3e2c9a11';
const OTHER_COMPANY = '2c4e6a8b-0d1f-4a3b-9c5d-7e9f1a3b5c7d';
const page: PublicKeyCampaignPage = {
  campaign: {
    id: ID,
    name: 'Moonlight Drifters launch keys',
    gameName: 'Moonlight Drifters',
    companyId: OTHER_COMPANY,
    companyName: 'Demo Studio',
    cover: null,
    genres: ['Adventure'],
    platforms: ['Steam', 'PlayStation'],
    startDate: '2026-11-01T09:00:00.000Z',
    endDate: '2026-12-31T22:59:00.000Z',
    status: 'live',
  },
  gameDescription: 'Drift through a city of lanterns.\n\nCo-op for up to four.',
  tags: [],
  preLaunch: false,
};

const meta = {
  title: 'Pages/Public/Key campaign',
  component: KeyCampaignPage,
  ...pageMeta({ url: `/campaigns/${ID}`, network: [gqlData(PublicKeyCampaignQuery, { publicKeyCampaign: page })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor from /explore or a shared link reads the campaign, reaches its company and is asked to sign up, not sent to sign in. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters launch keys');
    await expect(canvas.getByRole('link', { name: 'Demo Studio' })).toHaveAttribute('href', `/company/${OTHER_COMPANY}`);
    await expect(canvas.getByText('Co-op for up to four.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign up as a creator to request a key' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up as a creator' })).toHaveAttribute(
      'href',
      `/register/creator?callbackUrl=${encodeURIComponent(`/campaigns/${ID}`)}`,
    );
  },
};

/** A User without a verified channel is shown the way to creator access. */
export const UserWithoutAccess: Story = {
  parameters: pageAt({ role: 'user' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters launch keys');
    await expect(canvas.getByRole('link', { name: 'Gain full creator access' })).toHaveAttribute('href', '/user/creator-access');
  },
};

/** Another company reads the public page, without a call to sign up and without the owner's tabs. */
export const OtherCompany: Story = {
  parameters: pageAt({ role: 'companyOwner' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters launch keys');
    await expect(canvas.queryByRole('link', { name: 'Sign up as a creator' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Participants' })).toBeNull();
  },
};

/** A draft, an ended campaign or a wrong id says so instead of showing an empty page. */
export const NotFound: Story = {
  parameters: pageAt({
    network: [
      gqlError(PublicKeyCampaignQuery, {
        code: 'EXPLORE.KEY_CAMPAIGN_NOT_FOUND',
        message: 'There is no such Key campaign, or it has ended.',
      }),
    ],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'There is no such Key campaign, or it has ended.'),
};

const widths = atEachWidth(Visitor);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalPage } from '../../apps/web/src/app/pages/LegalPage.tsx';
import { expect, userEvent } from 'storybook/test';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const meta = {
  title: 'Pages/Public/Legal pages',
  subcomponents: { LegalPage },
  ...pageMeta({ url: '/terms-of-use' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the creators' terms with contents, the public navigation and the footer's legal links. */
export const CreatorTerms: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Terms of use');
    await expect(canvas.getByRole('heading', { level: 2, name: '4. Paid Quests' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    const footer = canvas.getByRole('navigation', { name: 'Site links' });
    await expect(footer).toHaveTextContent('Company privacy policy');
  },
};

export const CreatorPrivacy: Story = {
  parameters: pageAt({ url: '/privacy-policy' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Privacy policy');
    await expect(canvas.getByRole('heading', { name: '5. Cookies' })).toBeVisible();
  },
};

export const CompanyTerms: Story = {
  parameters: pageAt({ url: '/company/terms-of-use' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Terms of use for companies');
    await expect(canvas.getByRole('heading', { name: '2. Keys and items' })).toBeVisible();
  },
};

/** From the company privacy policy, the link under the title leads to the company terms. */
export const CompanyPrivacy: Story = {
  parameters: pageAt({ url: '/company/privacy-policy' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Privacy policy for companies');
    await userEvent.click(canvas.getAllByRole('link', { name: 'Terms for companies' })[0]!);
    await findPageHeading(canvas, 'Terms of use for companies');
  },
};

/** Signed in, the legal texts are still there, under the role's layout. */
export const SignedInCreator: Story = {
  parameters: pageAt({ role: 'creator' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Terms of use');
  },
};

const widths = atEachWidth(CreatorTerms);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;

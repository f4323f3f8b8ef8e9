import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CompanySteamGamesQuery, SteamGameAttributionQuery } from '../../apps/web/src/attribution/operations/attribution.operations.ts';
import { CompanyAttributionPage } from '../../apps/web/src/attribution/pages/CompanyAttributionPage.tsx';
import { attributedRows } from '../../ui/src/attribution/attribution-fixtures.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const game = { appId: '367520', name: 'Hollow Knight' };
const gamesHandler = gqlData(CompanySteamGamesQuery, { companySteamGames: [game] });
const attributionOf = (rows: typeof attributedRows) => gqlData(SteamGameAttributionQuery, { steamGameAttribution: { game, rows } });
const REPORT_ROUTE = '/api/attribution/steam-games/:appId/utm-report';
const csv = () =>
  new File(['Date,UTM Source,UTM Medium,UTM Campaign,UTM Content,UTM Term,Visits,Wishlists,Purchases,Activations\r\n'], 'utm.csv', {
    type: 'text/csv',
  });

const meta = {
  title: 'Pages/Attribution/Wishlist attribution',
  component: CompanyAttributionPage,
  ...pageMeta({ url: '/company/attribution', role: 'companyOwner', network: [gamesHandler, attributionOf(attributedRows)] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(CompanySteamGamesQuery);

/** A company whose activations name no Steam game has nothing to import for. */
export const NoGame: Story = {
  parameters: pageAt({ network: [gqlData(CompanySteamGamesQuery, { companySteamGames: [] })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Steam game yet')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gamesHandler, attributionOf([])] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No attributed traffic yet')).toBeVisible();
    await expect(canvas.getByLabelText('Steam game')).toHaveValue('367520');
  },
};

/** Each creator's wishlists, in the chart and the table. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Traffic per creator and activation' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('figure', { name: 'Wishlists per creator: Hollow Knight' })).toBeVisible();
  },
};

/** A refused report lists each problem with its line and column; nothing was imported. */
export const Refused: Story = {
  parameters: pageAt({
    network: [
      gamesHandler,
      attributionOf(attributedRows),
      http.post(REPORT_ROUTE, () =>
        HttpResponse.json(
          {
            code: 'ATTRIBUTION.REPORT_REFUSED',
            message: 'The report was not imported: line 3, Visits: Write a whole number.',
            field: 'file',
            problemCount: 1,
            problems: [{ line: 3, column: 'Visits', code: 'ATTRIBUTION.INVALID_COUNT', message: 'Write a whole number.' }],
          },
          { status: 400 },
        ),
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('Steam UTM traffic report (.csv)'), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Import report' }));
    const problems = await canvas.findByRole('list', { name: 'Problems in the report' });
    await expect(problems).toHaveTextContent('Line 3, Visits: Write a whole number.');
  },
};

export const Imported: Story = {
  parameters: pageAt({
    network: [
      gamesHandler,
      attributionOf(attributedRows),
      http.post(REPORT_ROUTE, () => HttpResponse.json({ appId: 367520, rowsRead: 90, rowsImported: 30, inserted: 30, updated: 0 })),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('Steam UTM traffic report (.csv)'), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Import report' }));
    await expect(await canvas.findByText('Imported 30 Lurkit rows of 90 in the report (30 new, 0 updated).')).toBeVisible();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;

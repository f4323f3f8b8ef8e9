import { expect, userEvent, within } from 'storybook/test';
import { ReportUsersMutation } from '../../apps/web/src/reports/operations/reports.operations.ts';
import { gqlDataFor } from '../support/network.ts';

/** Whom each report the last story sent names, as the server received them. */
export const reported: string[][] = [];

/** The report mutation, recording whom it is sent; the record starts empty for each story that builds it. */
export function reportNetwork() {
  reported.length = 0;
  return [
    gqlDataFor(ReportUsersMutation, ({ reportedUserIds }) => {
      reported.push([...reportedUserIds].map(String));
      return { reportUsers: { id: 'report-1', status: 'open' } };
    }),
  ];
}

type Queries = ReturnType<typeof within>;

/** Presses the user's Report button (in `scope`: the page or a row), sends the report for fake viewers and waits for "Report sent". */
export async function reportUser(scope: Queries, button: string) {
  await userEvent.click(await scope.findByRole('button', { name: button }));
  const dialog = within(document.body).getByRole('dialog', { name: 'Report user' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'Fake viewers or followers');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await expect(await within(dialog).findByText('Report sent')).toBeVisible();
}

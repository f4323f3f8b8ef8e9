import type { Page } from 'playwright-core';

/**
 * The content half of an open Quest run, as both people do it: the creator (on the run's page) submits
 * the video, the company approves it, the creator makes the video public on the sandbox platform and
 * says so. The run then waits for its payout.
 */
export async function submitApproveAndPublish(creator: Page, company: Page, runPath: string, videoUrl: string): Promise<void> {
  await creator.getByLabel('Content URL').fill(videoUrl);
  await creator.getByRole('button', { name: 'Submit content' }).click();
  await creator.getByText('Content successfully submitted.').waitFor();

  await company.goto(runPath);
  await company.getByRole('button', { name: 'Approve content' }).click();
  await company.getByText('Content approved: the creator is paid once it is public.').waitFor();

  // An open Quest: the creator posts within 10 days of approval; the sandbox platform shows it public.
  await creator.goto('/dev/videos');
  await creator.getByLabel('Video URL').fill(videoUrl);
  await creator.getByRole('button', { name: 'public', exact: true }).click();
  await creator.waitForURL('**/dev/videos');
  await creator.goto(runPath);
  await creator.getByRole('button', { name: 'I posted the content' }).click();
  await creator.getByText('The content is public.').waitFor();
}

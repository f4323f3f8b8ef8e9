import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { MyPayoutAccountQuery } from '../operations/creator-quests.operations.ts';
import { BrowseQuestsQuery } from '../operations/creator-quests.operations.ts';
import { PayoutSetupForm } from './PayoutSettingsPage.tsx';

/**
 * /creator/quests-onboarding (spec 2): overview, connections, notifications, payments, personal info.
 * Each step says whether it is done; Quest approval needs a verified email and a Twitch or YouTube channel.
 */
export function QuestsOnboardingPage() {
  const account = useSWR('gql:MyPayoutAccount', () => request(MyPayoutAccountQuery).then((d) => d.myPayoutAccount));
  const approved = useSWR('gql:QuestApproval', () =>
    request(BrowseQuestsQuery, { first: 1 }).then(
      () => true,
      () => false,
    ),
  );
  if (account.data === undefined || approved.data === undefined) return <PageStatus error={account.error} />;
  return (
    <>
      <h1>Get ready for Quests</h1>
      <section aria-labelledby="qo-overview">
        <h2 id="qo-overview">Overview</h2>
        <p>
          Quests are paid sponsorships: you send an offer, the company accepts or counters, pays up front, you make the content, they review
          it and you are paid out (2-3 bank days).
        </p>
      </section>
      <section aria-labelledby="qo-connections">
        <h2 id="qo-connections">Connections</h2>
        {approved.data ? (
          <Alert tone="success">You are approved for Quests.</Alert>
        ) : (
          <Alert tone="warning">
            Verify your email and connect a Twitch or YouTube channel:{' '}
            <RouterLink href="/user/settings/connections">Connections</RouterLink>.
          </Alert>
        )}
      </section>
      <section aria-labelledby="qo-notifications">
        <h2 id="qo-notifications">Notifications</h2>
        <p>
          Deadline reminders go to your email 72 and 24 hours before a step runs out.{' '}
          <RouterLink href="/user/settings/notifications">Notification settings</RouterLink>
        </p>
      </section>
      <section aria-labelledby="qo-payments">
        <h2 id="qo-payments">Payments</h2>
        {account.data?.ready ? (
          <Alert tone="success">Payouts go to {account.data.label}.</Alert>
        ) : (
          <PayoutSetupForm current={account.data} onSaved={() => void account.mutate()} />
        )}
      </section>
      <section aria-labelledby="qo-personal">
        <h2 id="qo-personal">Personal info</h2>
        <p>
          Your country and language decide which Quests you meet the requirements of.{' '}
          <RouterLink href="/user/settings">Personal info</RouterLink>
        </p>
      </section>
      {approved.data && account.data?.ready && (
        <p>
          <RouterLink href="/campaigns/quests/browse">Browse Quests</RouterLink>
        </p>
      )}
    </>
  );
}

import { Button } from '@lurkit/ui/button/Button.tsx';
import { CustomDomainStatus } from '@lurkit/ui/custom-domain/CustomDomainStatus.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useEffect, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import {
  CheckCompanyCustomDomainMutation,
  CompanyCustomDomainQuery,
  SetCompanyCustomDomainMutation,
} from '../operations/company-creator-program.operations.ts';

const save = (domain: string) => request(SetCompanyCustomDomainMutation, { domain });
const checkNow = () => request(CheckCompanyCustomDomainMutation, {});
const KEY = ['gql:CompanyCustomDomain'];

/**
 * Page settings' custom domain (spec 2): the company page and its campaigns are served there as / and
 * /campaigns once the company proves it owns the domain with a DNS TXT record. Empty removes it.
 */
export function CustomDomainSection() {
  const current = useSWR(KEY, () => request(CompanyCustomDomainQuery, {}).then((d) => d.companyCustomDomain));
  const [domain, setDomain] = useState('');
  // Until the saved domain is read, typing would be overwritten by it when it arrives (and saving then
  // would remove the domain): the field waits for it, and opens in the same render that shows it.
  const [read, setRead] = useState(false);
  useEffect(() => {
    setDomain(current.data?.domain ?? '');
    if (current.data !== undefined) setRead(true);
  }, [current.data]);
  const loading = !read && current.error === undefined;
  const saving = useServerAction(save);
  const checking = useServerAction(checkNow);
  const toasts = useToasts();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saving.run(domain);
    if (!outcome.ok) return;
    const saved = outcome.value.setCompanyCustomDomain;
    toasts.add({ type: 'success', content: saved ? 'Custom domain saved: add the TXT record below.' : 'Custom domain removed.' });
    await current.mutate(saved, { revalidate: false });
  };
  const check = async () => {
    const outcome = await checking.run();
    if (!outcome.ok) return;
    // The check runs in the background within moments; the status shows it when this section is read again.
    toasts.add({ type: 'information', content: 'Checking the DNS record: reload in a minute to see the result.' });
    await current.mutate(outcome.value.checkCompanyCustomDomain, { revalidate: false });
  };
  return (
    <section aria-labelledby="page-settings-heading">
      <h2 id="page-settings-heading">Page settings</h2>
      <form aria-label="Custom domain" aria-busy={loading || undefined} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Custom domain (e.g. play.example.com)"
          value={domain}
          disabled={loading}
          error={saving.serverError?.field === 'domain' ? saving.serverError.message : undefined}
          onChange={(e) => setDomain(e.target.value)}
        />
        <p>
          Point the domain's DNS at Lurkit and add the TXT record we show: your company page opens at its / and your campaigns at /campaigns
          once the record is found. Leave it empty to stop using one.
        </p>
        <Button type="submit" loading={saving.submitting} disabled={loading}>
          Save domain
        </Button>
      </form>
      {current.data && (
        <CustomDomainStatus
          domain={current.data.domain}
          status={current.data.status}
          recordName={current.data.recordName}
          recordValue={current.data.recordValue}
          checkedAt={current.data.checkedAt}
          sandbox={current.data.sandbox}
          checking={checking.submitting}
          onCheckNow={() => void check()}
        />
      )}
    </section>
  );
}

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
/** While a check asked for runs, the section reads the status this often, and gives up after the last read. */
const CHECK_READ_EVERY_MS = 2_000;
const CHECK_READS = 30;

/**
 * Page settings' custom domain (spec 2): the company page and its campaigns are served there as / and
 * /campaigns once the company proves it owns the domain with a DNS TXT record. Empty removes it.
 */
export function CustomDomainSection() {
  // After Check now: the check time the status had before, and how many reads are left before giving up.
  const [awaited, setAwaited] = useState<{ checkedAt: string | null; readsLeft: number } | null>(null);
  const current = useSWR(KEY, () => request(CompanyCustomDomainQuery, {}).then((d) => d.companyCustomDomain), {
    refreshInterval: awaited ? CHECK_READ_EVERY_MS : 0,
    // Every read counts, also one that brings the same answer (SWR keeps its data then): a new check
    // time ends the wait, and the last read gives up.
    onSuccess: (data) =>
      setAwaited((wait) =>
        wait === null || (data?.checkedAt ?? null) !== wait.checkedAt ? null : { ...wait, readsLeft: wait.readsLeft - 1 },
      ),
  });
  const [domain, setDomain] = useState('');
  // Until the saved domain is read, typing would be overwritten by it when it arrives (and saving then
  // would remove the domain): the field waits for it, and opens in the same render that shows it.
  const [read, setRead] = useState(false);
  // Keyed on the domain, so the status read again while a check runs never resets what is being typed.
  const savedDomain = current.data === undefined ? undefined : (current.data?.domain ?? '');
  useEffect(() => {
    if (savedDomain === undefined) return;
    setDomain(savedDomain);
    setRead(true);
  }, [savedDomain]);
  const loading = !read && current.error === undefined;
  const toasts = useToasts();
  const gaveUp = awaited !== null && awaited.readsLeft <= 0;
  useEffect(() => {
    if (!gaveUp) return;
    setAwaited(null);
    toasts.add({ type: 'information', content: 'The check is taking longer than usual: the status here shows it when you come back.' });
  }, [gaveUp, toasts]);
  const saving = useServerAction(save);
  const checking = useServerAction(checkNow);
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
    // The check runs in the background within moments: the section reads the status until it shows one.
    toasts.add({ type: 'information', content: 'Checking the DNS record…' });
    await current.mutate(outcome.value.checkCompanyCustomDomain, { revalidate: false });
    setAwaited({ checkedAt: outcome.value.checkCompanyCustomDomain?.checkedAt ?? null, readsLeft: CHECK_READS });
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
          checking={checking.submitting || awaited !== null}
          onCheckNow={() => void check()}
        />
      )}
    </section>
  );
}

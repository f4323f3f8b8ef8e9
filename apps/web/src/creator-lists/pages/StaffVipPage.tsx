import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { PersonPicker, type PersonMatch } from '@lurkit/ui/person-picker/PersonPicker.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { VipAccessToggle } from '@lurkit/ui/vip-access/VipAccessToggle.tsx';
import { useState, type FormEvent } from 'react';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { usePlatformVips } from '../hooks/use-platform-vips.ts';
import { setPlatformVip } from '../operations/platform-vip.operations.ts';
import { searchCreatorsByName } from '../../accounts/index.ts';

type Grant = { waivesLocationAndLanguage: boolean } | null;

const changedText = (creatorName: string, grant: Grant) =>
  !grant
    ? `Platform VIP taken back from ${creatorName}.`
    : `${creatorName} has platform VIP; location and language ${grant.waivesLocationAndLanguage ? 'are waived too' : 'still apply'}.`;

/**
 * /staff/vip: staff give a creator VIP access everywhere: every activation that honours VIP
 * access lets them in whatever their audience or program membership; location and language too only
 * when ticked. The list below changes the waiver or takes VIP back.
 */
export function StaffVipPage() {
  const vips = usePlatformVips();
  const toasts = useToasts();
  const [picked, setPicked] = useState<PersonMatch[]>([]);
  const [waives, setWaives] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<FormServerError | null>(null);
  const [busyIds, setBusyIds] = useState<readonly string[]>([]);

  const change = async (id: string, name: string, grant: Grant) => {
    setBusyIds((ids) => [...ids, id]);
    try {
      await setPlatformVip(id, grant);
      toasts.add({ type: 'success', content: changedText(name, grant) });
      await vips.mutate();
    } catch (failure) {
      toasts.add({ type: 'error', content: toFormServerError(failure).message });
    } finally {
      setBusyIds((ids) => ids.filter((i) => i !== id));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const grant = { waivesLocationAndLanguage: waives };
      const [creator] = picked;
      if (!creator) return;
      await setPlatformVip(creator.id, grant);
      toasts.add({ type: 'success', content: changedText(creator.displayName, grant) });
      setPicked([]);
      setWaives(false);
      await vips.mutate();
    } catch (failure) {
      setError(toFormServerError(failure));
    } finally {
      setSaving(false);
    }
  };

  const fieldError = error?.field === 'creatorId' ? error.message : undefined;
  return (
    <>
      <h1>Platform VIP</h1>
      <p>
        Creators with platform VIP take part in every activation that honours VIP access, whatever their channel size or program membership.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {error && !fieldError ? <Alert tone="error">{error.message}</Alert> : null}
        <PersonPicker
          label="Creator"
          hint="Type two letters of the creator's name or username."
          search={searchCreatorsByName}
          value={picked}
          onChange={setPicked}
          error={fieldError}
        />
        <Checkbox label="Also waive location and language" checked={waives} onChange={(event) => setWaives(event.target.checked)} />
        <Button type="submit" loading={saving} disabled={picked.length === 0}>
          Give platform VIP
        </Button>
      </form>
      <h2>Creators with platform VIP</h2>
      {!vips.data ? (
        <PageStatus error={vips.error} />
      ) : (
        <DataTable
          caption="Creators with platform VIP"
          rows={vips.data}
          getRowId={(v) => v.creatorId}
          rowLabel={(v) => v.creatorName}
          empty={<EmptyState title="No creator has platform VIP" headingLevel={3} />}
          columns={[
            { id: 'creator', header: 'Creator', cell: (v) => v.creatorName, sortValue: (v) => v.creatorName },
            { id: 'granted', header: 'Since', cell: (v) => formatDateTime(v.grantedAt), sortValue: (v) => v.grantedAt },
            {
              id: 'vip',
              header: 'VIP',
              cell: (v) => (
                <VipAccessToggle
                  creatorName={v.creatorName}
                  grant={{ waivesLocationAndLanguage: v.waivesLocationAndLanguage }}
                  busy={busyIds.includes(v.creatorId)}
                  onChange={(grant) => void change(v.creatorId, v.creatorName, grant)}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
}

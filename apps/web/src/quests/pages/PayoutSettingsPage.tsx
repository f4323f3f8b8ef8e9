import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { formatUsd } from '@lurkit/ui/format/format.ts';
import { RadioGroup } from '@lurkit/ui/radio-group/RadioGroup.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useLeaveGuard } from '../../shared/forms/use-leave-guard.ts';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { MyPayoutAccountQuery, MyWalletQuery, SavePayoutSetupMutation } from '../operations/creator-quests.operations.ts';
import { CreatorWallet } from '@lurkit/ui/creator-wallet/CreatorWallet.tsx';
import { EarningsStatementPicker } from '@lurkit/ui/earnings-statements/EarningsStatementPicker.tsx';
import { UserSettingsTabs } from '../../accounts/index.ts';

/** /user/settings/payments: the Payment tab, where a creator sets up payouts (bank or PayPal) and their minimum deal size. */
export function PayoutSettingsPage() {
  const account = useSWR('gql:MyPayoutAccount', () => request(MyPayoutAccountQuery).then((d) => d.myPayoutAccount));
  const wallet = useSWR('gql:MyWallet', () => request(MyWalletQuery));
  if (account.data === undefined)
    return (
      <UserSettingsTabs active="payment">
        <PageStatus error={account.error} />
      </UserSettingsTabs>
    );
  return (
    <UserSettingsTabs active="payment">
      <h1>Payment</h1>
      {account.data ? (
        <Alert tone={account.data.ready ? 'success' : 'info'} title={account.data.ready ? 'Payout setup finished' : 'Payout setup pending'}>
          Paid to {account.data.label}; minimum deal size {formatUsd(account.data.minimumDealSize.cents)}.
        </Alert>
      ) : (
        <Alert tone="warning" title="Finish your payout setup">
          You need it to send offers on Quests and to be paid.
        </Alert>
      )}
      {wallet.data && (
        <>
          <CreatorWallet
            wallet={{
              inEscrowCents: wallet.data.myWallet.inEscrow.cents,
              payableCents: wallet.data.myWallet.payable.cents,
              onItsWayCents: wallet.data.myWallet.onItsWay.cents,
              paidCents: wallet.data.myWallet.paid.cents,
            }}
          />
          <EarningsStatementPicker
            statements={wallet.data.myEarningsStatements.map((s) => ({
              year: s.year,
              earnedCents: s.earned.cents,
              paidOutCents: s.paidOut.cents,
              pdfPath: s.pdfPath,
            }))}
          />
        </>
      )}
      <PayoutSetupForm
        current={account.data}
        onSaved={() => {
          void account.mutate();
          // Saving the details sends failed payouts again: their money moves from payable to on its way.
          void wallet.mutate();
        }}
      />
    </UserSettingsTabs>
  );
}

export function PayoutSetupForm({
  current,
  onSaved,
}: {
  current: { method: string; minimumDealSize: { cents: number } } | null;
  onSaved(): void;
}) {
  const toasts = useToasts();
  const [method, setMethod] = useState<'paypal' | 'bank'>(current?.method === 'bank' ? 'bank' : 'paypal');
  const [paypalEmail, setPaypalEmail] = useState('');
  const [accountHolder, setAccountHolder] = useState('');
  const [iban, setIban] = useState('');
  const startingMinimum = current ? (current.minimumDealSize.cents / 100).toFixed(2) : '0';
  const [minimum, setMinimum] = useState(startingMinimum);
  const [saved, setSaved] = useState({ method, minimum: startingMinimum });
  const [error, setError] = useState<FormServerError | null>(null);
  const [saving, setSaving] = useState(false);
  const at = (field: string) => (error?.field === field ? error.message : undefined);
  // Details typed but not saved are held on the way out (spec 2): Save, Discard or Cancel.
  const dirty =
    method !== saved.method ||
    minimum !== saved.minimum ||
    (method === 'paypal' ? paypalEmail !== '' : accountHolder !== '' || iban !== '');
  const save = async (): Promise<boolean> => {
    setSaving(true);
    setError(null);
    const minimumDealSizeCents = Math.round(Number(minimum || '0') * 100);
    const setup =
      method === 'paypal' ? { method, paypalEmail, minimumDealSizeCents } : { method, accountHolder, iban, minimumDealSizeCents };
    try {
      await request(SavePayoutSetupMutation, { setup });
      toasts.add({ type: 'success', content: 'Payout setup saved.' });
      setSaved({ method, minimum });
      setPaypalEmail('');
      setAccountHolder('');
      setIban('');
      onSaved();
      return true;
    } catch (caught) {
      setError(toFormServerError(caught));
      return false;
    } finally {
      setSaving(false);
    }
  };
  useLeaveGuard({ isDirty: () => dirty, onSave: save });
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <RadioGroup
        label="Paid to"
        name="method"
        inline
        options={[
          { value: 'paypal', label: 'PayPal' },
          { value: 'bank', label: 'Bank account' },
        ]}
        value={method}
        onChange={(v) => setMethod(v as 'paypal')}
      />
      {method === 'paypal' ? (
        <TextField
          label="PayPal email"
          type="email"
          value={paypalEmail}
          onChange={(e) => setPaypalEmail(e.target.value)}
          error={at('paypalEmail')}
        />
      ) : (
        <>
          <TextField
            label="Account holder"
            value={accountHolder}
            onChange={(e) => setAccountHolder(e.target.value)}
            error={at('accountHolder')}
          />
          <TextField label="IBAN" value={iban} onChange={(e) => setIban(e.target.value)} error={at('iban')} />
        </>
      )}
      <TextField
        label="Minimum deal size in USD"
        inputMode="decimal"
        hint="Offers below it are refused."
        value={minimum}
        onChange={(e) => setMinimum(e.target.value)}
        error={at('minimumDealSizeCents')}
      />
      {error && !error.field && <Alert tone="error">{error.message}</Alert>}
      <Button type="submit" loading={saving}>
        Save payout setup
      </Button>
    </form>
  );
}

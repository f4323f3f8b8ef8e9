import { formatUsd } from '../format/format.ts';
import { StatTile } from '../stat-tile/StatTile.tsx';
import './CreatorWallet.css';

export interface CreatorWalletProps {
  /** The creator's balances in USD cents, each a sum of ledger entries. */
  wallet: { inEscrowCents: number; payableCents: number; onItsWayCents: number; paidCents: number };
}

/** Where a creator's money is across every deal: held for them, payable, on its way, and paid. */
export function CreatorWallet({ wallet }: CreatorWalletProps) {
  return (
    <section className="creator-wallet" aria-labelledby="creator-wallet-title">
      <h2 id="creator-wallet-title">Wallet</h2>
      <div className="creator-wallet__tiles">
        <StatTile
          label="In escrow"
          value={formatUsd(wallet.inEscrowCents)}
          caption="Paid by companies, released when your content is approved"
        />
        <StatTile
          label="Payable"
          value={formatUsd(wallet.payableCents)}
          caption="Released to you, not yet sent (a failed payout waits here)"
        />
        <StatTile label="On its way" value={formatUsd(wallet.onItsWayCents)} caption="Sent: expect it in 2-3 bank days" />
        <StatTile label="Paid" value={formatUsd(wallet.paidCents)} caption="Reached your account" />
      </div>
    </section>
  );
}

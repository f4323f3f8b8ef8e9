import { describeLedgerContract } from '../ports/ledger.contract.ts';
import { InMemoryLedger } from './in-memory-ledger.ts';

describeLedgerContract('in memory', async () => ({ ledger: async () => new InMemoryLedger(), runs: 200 }));

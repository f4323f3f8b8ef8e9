import { request } from '../../shared/api/gql-client.ts';
import { graphql } from '../../graphql.ts';

/** The latest reconciliation of the ledger with the providers, for /staff/reconciliation. */
export const LedgerReconciliationQuery = graphql(`
  query LedgerReconciliation {
    ledgerReconciliation {
      ranAt
      mismatches {
        subject
        reference
        providerCents
        ledgerCents
      }
    }
  }
`);

export const fetchLedgerReconciliation = () => request(LedgerReconciliationQuery).then((d) => d.ledgerReconciliation);

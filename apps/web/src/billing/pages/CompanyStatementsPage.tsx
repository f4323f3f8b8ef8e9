import { StatementList } from '@lurkit/ui/billing/StatementList.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { CompanySettingsTabs } from '../../accounts/index.ts';
import { useBillingStatements } from '../hooks/use-billing.ts';

/** /company/settings/invoices/statements: a statement a month of plan invoices and Quest payments. */
export function CompanyStatementsPage() {
  const statements = useBillingStatements();
  if (!statements.data) return <PageStatus error={statements.error} />;
  return (
    <CompanySettingsTabs active="statements">
      <StatementList statements={statements.data} />
    </CompanySettingsTabs>
  );
}

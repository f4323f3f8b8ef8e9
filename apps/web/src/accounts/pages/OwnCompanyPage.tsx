import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { Navigate } from 'react-router';
import { useSignedInUser } from '../../shared/session/signed-in-user.ts';

/** /company/page: the signed-in company's own public page, at its id. */
export function OwnCompanyPage() {
  const company = useSignedInUser().company;
  if (!company) return <EmptyState title="No company">Only company members have a company page.</EmptyState>;
  return <Navigate to={`/company/${company.id}`} replace />;
}

import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { RoleHome } from '../../app/RoleHome.tsx';
import { useSignedInUser } from '../../session/signed-in-user.ts';

/** /home for Company users. */
export function CompanyHomePage() {
  const { company } = useSignedInUser();
  return (
    <RoleHome title="Company home">
      {company && (
        <p>
          You are a member of {company.name}. <AppLink href="/company/settings/members">Company members</AppLink>
        </p>
      )}
    </RoleHome>
  );
}

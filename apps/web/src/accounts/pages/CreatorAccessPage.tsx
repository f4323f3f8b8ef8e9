import { RoleHome } from '../../app/RoleHome.tsx';

/** /user/creator-access, the home of User accounts (people who joined without a company or channel). */
export function CreatorAccessPage() {
  return <RoleHome title="Creator access" />;
}

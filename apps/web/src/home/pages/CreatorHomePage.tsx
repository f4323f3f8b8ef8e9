import { RoleHome } from '../../app/RoleHome.tsx';

/** /creator/home for Creators. */
export function CreatorHomePage() {
  return <RoleHome title="Creator home" />;
}

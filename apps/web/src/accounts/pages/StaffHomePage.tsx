import { STAFF_NAVIGATION } from '@lurkit/ui/app-header/navigation.ts';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { RoleHome } from '../../insights/index.ts';

/** /staff, the home of Lurkit staff (spec 6): the review queues, one link each. */
export function StaffHomePage() {
  return (
    <RoleHome title="Staff home">
      <nav aria-label="Review queues">
        <ul>
          {STAFF_NAVIGATION.filter((item) => item.href !== '/staff').map((item) => (
            <li key={item.href}>
              <AppLink href={item.href}>{item.label}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </RoleHome>
  );
}

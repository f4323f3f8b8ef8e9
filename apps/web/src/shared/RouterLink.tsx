import type { AppLinkProps } from '@lurkit/ui/link/LinkProvider.tsx';
import { Link } from 'react-router';

/** AppLink through react-router, so ui links navigate without a page load. */
export function RouterLink({ href, children, className, onClick }: AppLinkProps) {
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

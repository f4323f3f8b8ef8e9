import type { UserType } from '../graphql.ts';
import { isBarePath } from '../shared/routing/bare-path.ts';
import type { SessionState } from '../shared/session/session.types.ts';

export interface ShellLayoutChoice {
  /** empty: the page brings its own frame; role: the role's navigation; public: visitors' navigation. */
  header: 'empty' | 'role' | 'public' | 'none-while-loading';
  panels: { left: 'company' | 'creator' | null; right: boolean };
  fullWidth: boolean;
}

const NO_PANELS = { left: null, right: false } as const;

/**
 * Spec section 2 "Layout rules", in one place: which header and side panels a page gets from its path,
 * the user type and the session state.
 */
export function layoutFor(path: string, userType: UserType | undefined, sessionState: SessionState['status']): ShellLayoutChoice {
  if (isBarePath(path)) return { header: 'empty', panels: NO_PANELS, fullWidth: true };
  if (sessionState === 'loading') return { header: 'none-while-loading', panels: NO_PANELS, fullWidth: false };
  if (sessionState === 'unauthenticated' || !userType) return { header: 'public', panels: NO_PANELS, fullWidth: false };
  if (userType === 'User') return { header: 'role', panels: NO_PANELS, fullWidth: true };
  return { header: 'role', panels: { left: userType === 'Company' ? 'company' : 'creator', right: true }, fullWidth: false };
}

import { createContext, use, type ComponentType, type ReactNode } from 'react';

export interface AppLinkProps {
  /** Target path or URL, e.g. "/login". */
  href: string;
  /** Link content. */
  children: ReactNode;
  /** Extra class for styling. */
  className?: string;
  /** Runs when the link is followed, before navigation (e.g. to mark a notification read). */
  onClick?: () => void;
}

/** How links render; the web app swaps in one that renders react-router's <Link to={href}>. */
export type LinkComponent = ComponentType<AppLinkProps>;

function PlainLink({ href, children, className, onClick }: AppLinkProps) {
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** Component used by every AppLink below this provider. */
  component: LinkComponent;
  /** The tree that renders AppLinks. */
  children: ReactNode;
}

/** Lets ui components link without importing a router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** A link rendered by the nearest LinkProvider's component (a plain <a href> by default). */
export function AppLink(props: AppLinkProps) {
  const Link = use(LinkContext);
  return <Link {...props} />;
}

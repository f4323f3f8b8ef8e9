import { useId } from 'react';
import { AppLink } from '../link/LinkProvider.tsx';
import './PublicFooter.css';

export interface FooterLinkGroup {
  readonly title: string;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/** The footer's groups: the marketplace, legal texts for creators, legal texts for companies. */
export const PUBLIC_FOOTER_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Lurkit',
    links: [
      { label: 'Explore', href: '/explore' },
      { label: 'Join as a creator', href: '/register/creator' },
      { label: 'Join as a company', href: '/register/company' },
    ],
  },
  {
    title: 'For creators',
    links: [
      { label: 'Terms of use', href: '/terms-of-use' },
      { label: 'Privacy policy', href: '/privacy-policy' },
    ],
  },
  {
    title: 'For companies',
    links: [
      { label: 'Company terms of use', href: '/company/terms-of-use' },
      { label: 'Company privacy policy', href: '/company/privacy-policy' },
    ],
  },
];

export interface PublicFooterProps {
  groups?: readonly FooterLinkGroup[];
}

/** The footer under every page with a header: where the marketplace and its legal texts are. */
export function PublicFooter({ groups = PUBLIC_FOOTER_GROUPS }: PublicFooterProps) {
  const id = useId();
  return (
    <footer className="public-footer">
      <h2 id={id} className="visually-hidden">
        Site links
      </h2>
      <nav className="public-footer__groups" aria-labelledby={id}>
        {groups.map((group) => (
          <div key={group.title} className="public-footer__group">
            <p className="public-footer__title">{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href}>{link.label}</AppLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className="public-footer__small">Lurkit: a marketplace for game companies and content creators. Prices in USD.</p>
    </footer>
  );
}

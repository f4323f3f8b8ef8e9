import { AppLink } from '../link/LinkProvider.tsx';
import './CompanyLink.css';

export interface CompanyLinkProps {
  /** The company; its public page is /company/{id}. */
  company: { id: string; name: string };
}

/**
 * A company's name wherever it is shown, leading to the company's public page, which anyone may open
 * (no wall behind it). Inside a card it stays clickable above the card's stretched link.
 */
export function CompanyLink({ company }: CompanyLinkProps) {
  return (
    <AppLink href={`/company/${company.id}`} className="company-link">
      {company.name}
    </AppLink>
  );
}

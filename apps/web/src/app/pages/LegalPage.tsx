import { LegalDocument, type LegalText } from '@lurkit/ui/legal-document/LegalDocument.tsx';
import { COMPANY_PRIVACY, COMPANY_TERMS, CREATOR_PRIVACY, CREATOR_TERMS } from '../legal/legal-texts.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';

export type LegalKind = 'terms' | 'privacy' | 'company-terms' | 'company-privacy';

const TEXTS: Record<LegalKind, LegalText> = {
  terms: CREATOR_TERMS,
  privacy: CREATOR_PRIVACY,
  'company-terms': COMPANY_TERMS,
  'company-privacy': COMPANY_PRIVACY,
};

/** The texts of the other audience and the other document, linked under the title. */
const RELATED: Record<LegalKind, { label: string; href: string }[]> = {
  terms: [
    { label: 'Privacy policy', href: '/privacy-policy' },
    { label: 'Terms for companies', href: '/company/terms-of-use' },
  ],
  privacy: [
    { label: 'Terms of use', href: '/terms-of-use' },
    { label: 'Privacy policy for companies', href: '/company/privacy-policy' },
  ],
  'company-terms': [
    { label: 'Privacy policy for companies', href: '/company/privacy-policy' },
    { label: 'Terms for creators', href: '/terms-of-use' },
  ],
  'company-privacy': [
    { label: 'Terms for companies', href: '/company/terms-of-use' },
    { label: 'Privacy policy for creators', href: '/privacy-policy' },
  ],
};

/** /terms-of-use, /privacy-policy, /company/terms-of-use, /company/privacy-policy: open to anyone, signed in or not. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const text = TEXTS[kind];
  useDocumentTitle(text.title);
  return <LegalDocument text={text} related={RELATED[kind]} />;
}

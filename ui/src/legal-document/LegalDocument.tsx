import { useId } from 'react';
import { AppLink } from '../link/LinkProvider.tsx';
import './LegalDocument.css';

export interface LegalSection {
  /** Short heading, also the table of contents entry. */
  readonly heading: string;
  /** Paragraphs of plain text. */
  readonly paragraphs: readonly string[];
  /** An optional bullet list after the paragraphs. */
  readonly items?: readonly string[];
}

export interface LegalText {
  readonly title: string;
  /** Whom the text is for, e.g. "Creators and users". */
  readonly audience: string;
  /** When it last changed, already formatted. */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export interface LegalDocumentProps {
  text: LegalText;
  /** The matching texts for the other audience or the other document, shown under the title. */
  related?: readonly { label: string; href: string }[];
}

const anchorOf = (index: number) => `section-${index + 1}`;

/** A legal text (terms, privacy policy) for reading: numbered sections with a table of contents. */
export function LegalDocument({ text, related = [] }: LegalDocumentProps) {
  const tocId = useId();
  return (
    <article className="legal-document">
      <header className="legal-document__header">
        <h1>{text.title}</h1>
        <p className="legal-document__meta">
          For {text.audience}. Last updated {text.updated}.
        </p>
        {related.length > 0 && (
          <ul className="legal-document__related">
            {related.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        )}
        <p>{text.intro}</p>
      </header>
      <nav className="legal-document__toc" aria-labelledby={tocId}>
        <h2 id={tocId} className="legal-document__toc-title">
          Contents
        </h2>
        <ol>
          {text.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${anchorOf(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={section.heading} id={anchorOf(index)} className="legal-document__section">
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

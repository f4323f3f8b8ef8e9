import { convert } from 'html-to-text';

/**
 * A store description's HTML as plain text. A real parser rather than a tag regex: scripts, styles
 * and images go, entities are decoded, and broken markup (`<img src="x>" ...>`) leaves no fragments.
 * The result is text, so whatever shows it escapes it like any other text.
 */
export function steamDescriptionToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'video', format: 'skip' },
      ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({ selector, options: { uppercase: false } })),
      { selector: 'ul', options: { itemPrefix: '• ' } },
    ],
  })
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

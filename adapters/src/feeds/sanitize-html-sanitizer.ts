import type { HtmlSanitizerPort } from '@lurkit/core/games/ports/html-sanitizer.port.ts';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A link in someone else's article opens apart from our page and vouches for nothing.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow ugc', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** sanitize-html's allow-list (script, style, iframe, event handlers and non-http links go), html-to-text for text. */
export const sanitizeHtmlSanitizer: HtmlSanitizerPort = {
  sanitize: (html) => sanitizeHtml(html, OPTIONS),
  text: (html) =>
    convert(sanitizeHtml(html, OPTIONS), {
      wordwrap: false,
      selectors: [
        { selector: 'a', options: { ignoreHref: true } },
        { selector: 'img', format: 'skip' },
        ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
      ],
    })
      .replace(/\s+/g, ' ')
      .trim(),
};

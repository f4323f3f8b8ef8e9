/** Feed HTML comes from other sites: it is cleaned before we store it, so pages may show it as it is. */
export interface HtmlSanitizerPort {
  /** Keeps text formatting, links and images; drops scripts, styles, event handlers and unsafe links. */
  sanitize(html: string): string;
  /** The text alone, whitespace collapsed. */
  text(html: string): string;
}

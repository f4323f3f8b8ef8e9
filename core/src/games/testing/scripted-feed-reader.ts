import { FeedUnreadable, type FeedRead, type FeedReaderPort, type FeedValidators } from '../ports/feed-reader.port.ts';
import type { HtmlSanitizerPort } from '../ports/html-sanitizer.port.ts';

/** Answers each URL as a test scripts it, and remembers the validators each request sent. */
export class ScriptedFeedReader implements FeedReaderPort {
  readonly answers = new Map<string, FeedRead | FeedUnreadable>();
  readonly requests: { url: string; validators: FeedValidators }[] = [];

  async read(url: string, validators: FeedValidators): Promise<FeedRead> {
    this.requests.push({ url, validators });
    const answer = this.answers.get(url);
    if (!answer) throw new FeedUnreadable(`no answer scripted for ${url}`);
    if (answer instanceof FeedUnreadable) throw answer;
    return answer;
  }
}

/** Core's stand-in for the sanitising adapter: drops script elements and, for text, every tag. */
export const scriptStrippingSanitizer: HtmlSanitizerPort = {
  sanitize: (html) => html.replace(/<script[\s\S]*?<\/script>/gi, ''),
  text: (html) =>
    html
      .replace(/<script[\s\S]*?<\/script>/gi, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
};

import * as v from 'valibot';

export const FEED_URL_MAX = 2000;

/**
 * Spec section 5: an RSS feed URL is required and authorization to share the feed must be
 * confirmed. The URL is read by our worker, so only http(s) addresses are taken.
 */
export const gameFeedFormSchema = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('RSS feed URL is required.'),
    v.maxLength(FEED_URL_MAX, `The feed URL can be at most ${FEED_URL_MAX} characters.`),
    v.url('Enter the feed’s full address, starting with https://.'),
    v.check((url) => /^https?:\/\//i.test(url), 'Enter the feed’s full address, starting with https://.'),
  ),
  authorized: v.literal(true, 'Confirm that you are authorised to share this feed.'),
});
export type GameFeedFormInput = v.InferInput<typeof gameFeedFormSchema>;

/**
 * Where a URL's host points: `private` for loopback, private and link-local networks (the feed reader's
 * rule), `unresolvable` when it has no address.
 */
export interface WebhookAddressCheckPort {
  check(url: string): Promise<'public' | 'private' | 'unresolvable'>;
}

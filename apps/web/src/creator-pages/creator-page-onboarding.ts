import type { PublicCreatorPage } from './operations/creator-pages.operations.ts';

export interface OnboardingStep {
  id: 'channel' | 'bio' | 'links' | 'share';
  title: string;
  done: boolean;
  /** Where the creator does it. */
  href: string;
  action: string;
}

/**
 * A new creator page's first-time setup, read from the page as visitors see it: a channel to show
 * followers from, a bio, links, then sharing the address. "Share" never counts as done; it is the last step.
 */
export function onboardingSteps(view: NonNullable<PublicCreatorPage>): OnboardingStep[] {
  const slug = view.page.slug;
  return [
    {
      id: 'channel',
      title: 'Connect a channel, so visitors see your followers',
      done: view.channels.length > 0,
      href: '/user/settings/connections',
      action: 'Connect a channel',
    },
    {
      id: 'bio',
      title: 'Tell visitors who you are in a bio',
      done: (view.page.bio ?? '').trim().length > 0,
      href: `/${slug}/edit`,
      action: 'Write a bio',
    },
    {
      id: 'links',
      title: 'Add links to where your audience finds you',
      done: view.page.links.length > 0,
      href: `/${slug}/edit`,
      action: 'Add links',
    },
    { id: 'share', title: 'See your page and share its address', done: false, href: `/${slug}`, action: 'View your page' },
  ];
}

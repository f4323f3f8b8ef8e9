import type { PostType } from './post.entity.ts';

/** Spec 2: a company's two shortlists, of streams and of videos (shorts are short videos and join the videos). */
export const SHORTLIST_KINDS = ['STREAM', 'VIDEO'] as const;
export type ShortlistKind = (typeof SHORTLIST_KINDS)[number];

/** One post on a company's shortlist; a company holds a post at most once. */
export interface ShortlistEntry {
  readonly id: string;
  readonly companyId: string;
  readonly kind: ShortlistKind;
  readonly postId: string;
  readonly addedByUserId: string;
  readonly addedAt: Date;
}

export const shortlistKindOf = (type: PostType): ShortlistKind => (type === 'STREAM' ? 'STREAM' : 'VIDEO');

/** Newest added first: the instant negated, the id breaking ties. */
export const shortlistKey = (entry: ShortlistEntry): readonly [number, string] => [-entry.addedAt.getTime(), entry.id];

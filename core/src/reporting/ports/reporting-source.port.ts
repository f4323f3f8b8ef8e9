import type { ReportedActivationKind } from '../domain/reporting.schema.ts';

/** One creator taking part in one activation, from when to when, and what their part cost the company. */
export interface ReportedParticipant {
  readonly creatorId: string;
  readonly creatorName: string;
  readonly from: Date;
  /** Null: still taking part. */
  readonly until: Date | null;
  /** Integer cents USD paid for this participation (a Quest run's agreed amount); 0 for free activations. */
  readonly costCents: number;
}

export interface ReportedActivation {
  readonly kind: ReportedActivationKind;
  readonly id: string;
  readonly name: string;
  /**
   * The statistics games the activation is about (empty when the games it names are unknown to the
   * statistics store); null: any of the company's games (Quests, the Creator Program).
   */
  readonly gameIds: readonly string[] | null;
  readonly participants: readonly ReportedParticipant[];
}

/** A listed stream, video or short from the statistics store. */
export interface ReportedPost {
  readonly id: string;
  readonly creatorId: string;
  readonly gameId: string;
  readonly gameName: string;
  readonly type: 'STREAM' | 'VIDEO' | 'SHORTS';
  readonly title: string;
  readonly views: number;
  readonly hoursWatched: number;
  readonly createdAt: Date;
}

/** Wishlists one creator's tracked link of one activation brought (the company's imported Steam UTM reports). */
export interface ReportedWishlists {
  readonly activationId: string;
  readonly creatorId: string;
  readonly wishlists: number;
}

/** What reporting reads: the company's activations (keys, quests, missions, program) and the statistics store's posts. */
export interface ReportingSourcePort {
  activations(companyId: string, kinds: readonly ReportedActivationKind[]): Promise<ReportedActivation[]>;
  /** The statistics games the company's Key campaigns and Missions name. */
  companyGameIds(companyId: string): Promise<string[]>;
  /** Listed posts of these creators about these games created in [from, to), oldest first. */
  posts(creatorIds: readonly string[], gameIds: readonly string[], from: Date, to: Date): Promise<ReportedPost[]>;
  /** Per activation of the company's and creator, the wishlists of the report days firstDay..lastDay (ISO dates, inclusive). */
  wishlists(companyId: string, firstDay: string, lastDay: string): Promise<ReportedWishlists[]>;
}

import type { CompanyMission } from '../operations/company-missions.operations.ts';

/** The mission setup wizard's form (spec 2): its values, a fresh mission's and a saved mission's. */
export type Criterion = {
  metricType: string;
  amount: number;
  url?: string;
  callToAction?: string;
  description?: string;
  submissionType?: string;
};
export type Reward = Record<string, unknown> & { kind: 'merchandise' | 'custom' | 'codes' };
export interface MissionForm {
  name: string;
  description: string;
  kit: string;
  gameIds: string[];
  startDate: string | null;
  endDate: string | null;
  automaticReview: boolean;
  repeatCount: number;
  /** Pro-rated rewards: the lowest share of the target that pays a share; null when only the whole target pays. */
  proRatedFromPercent: number | null;
  criteria: { operator: 'AND' | 'OR'; criteria: Criterion[] }[];
  rewards: Reward[];
}

export const METRICS = [
  { value: 'STREAM_CONTENT_AIR_TIME', label: 'Stream content: air time (minutes)' },
  { value: 'STREAM_CONTENT_CCV', label: 'Stream content: average concurrent viewers' },
  { value: 'STREAM_CONTENT_HOURS_WATCHED', label: 'Stream content: hours watched' },
  { value: 'VIDEO_VIEWS', label: 'Video content: views' },
  { value: 'VIDEO_AVERAGE_VIEWS_PER_VIDEO', label: 'Video content: average views per video' },
  { value: 'CLICKS', label: 'Clicks on a tracked link' },
  { value: 'CUSTOM', label: 'Custom content' },
] as const;

export const EMPTY: MissionForm = {
  name: '',
  description: '',
  kit: '',
  gameIds: [],
  startDate: null,
  endDate: null,
  automaticReview: true,
  repeatCount: 1,
  proRatedFromPercent: null,
  criteria: [{ operator: 'AND', criteria: [{ metricType: 'STREAM_CONTENT_AIR_TIME', amount: 60 }] }],
  rewards: [],
};

export const fromMission = (m: NonNullable<CompanyMission>): MissionForm => ({
  name: m.name,
  description: m.description,
  kit: m.kit ?? '',
  gameIds: [...m.gameIds],
  startDate: m.startDate,
  endDate: m.endDate,
  automaticReview: m.automaticReview,
  repeatCount: m.repeatCount,
  proRatedFromPercent: m.proRatedFromPercent,
  criteria: m.criteria.map((g) => ({
    operator: g.operator === 'OR' ? 'OR' : 'AND',
    criteria: g.criteria.map((c) => ({
      metricType: c.metricType,
      amount: c.amount,
      ...(c.url ? { url: c.url, callToAction: c.callToAction ?? '' } : {}),
      ...(c.submissionType ? { description: c.description ?? '', submissionType: c.submissionType } : {}),
    })),
  })),
  rewards: m.rewards.map((r): Reward =>
    r.kind === 'codes'
      ? { kind: 'codes', itemId: r.itemId ?? '', platforms: [...r.platforms], numberOfCodes: r.numberOfCodes ?? 1 }
      : r.kind === 'merchandise'
        ? {
            kind: 'merchandise',
            name: r.name,
            imageUrl: r.imageUrl,
            numberOfItems: r.numberOfItems,
            message: r.message,
            collectAddress: r.collectAddress,
          }
        : { kind: 'custom', name: r.name, description: r.description, imageUrl: r.imageUrl, message: r.message, agreement: true },
  ),
});

/**
 * What each insights figure means, in the words shown beside it. core's statistics-figures.ts
 * computes every figure by exactly these definitions.
 */
export const FIGURE_DEFINITIONS = [
  {
    term: 'Hours watched',
    definition:
      'Live viewer-hours: for each live stream, its concurrent viewers summed over the time it was live. Videos and shorts are not in it.',
  },
  { term: 'Average viewers (CCV)', definition: 'Hours watched divided by hours streamed: the viewers an average live minute had.' },
  { term: 'Peak viewers', definition: 'The most concurrent viewers any one live stream reached.' },
  { term: 'Hours streamed', definition: 'Air time: how long the streams were live.' },
  { term: 'Streams', definition: 'Live streams started in the period. A VOD is one of them once it has ended.' },
  { term: 'Views', definition: 'Views of videos and shorts published in the period, as their platform counts them.' },
  { term: 'Watch time', definition: 'Hours videos and shorts were watched, as their platform reports it.' },
] as const;

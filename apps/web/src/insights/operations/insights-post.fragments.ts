import { graphql } from '../../graphql.ts';

/** A stream, video or short as every insights list and detail shows it, shortlisted or not. */
export const InsightsPostFields = graphql(`
  fragment InsightsPostFields on InsightsPost {
    id
    type
    provider
    title
    durationSeconds
    views
    hoursWatched
    averageCcv
    peakCcv
    listed
    createdAt
    shortlisted
  }
`);

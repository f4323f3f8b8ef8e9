import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { MyTrackedLinkQuery } from '../operations/attribution.operations.ts';

export type TrackedKind = 'KEY' | 'QUEST';

/** The creator's link once they are in (`enabled`); nothing is asked before. */
export function useMyTrackedLink(kind: TrackedKind, activationId: string, enabled: boolean) {
  return useSWR(enabled ? ['gql:MyTrackedLink', kind, activationId] : null, () =>
    request(MyTrackedLinkQuery, { kind, activationId }).then((d) => d.myTrackedLink),
  );
}

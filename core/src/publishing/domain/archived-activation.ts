import type { KeysetKey } from '../../shared/keyset.ts';
import type { ActivationKind } from './publish-subject.ts';

/** An archived activation as staff list it: which kind, whose, and when the company archived it. */
export interface ArchivedActivation {
  readonly id: string;
  readonly kind: ActivationKind;
  readonly companyId: string;
  readonly name: string;
  readonly archivedAt: Date;
}

/** Staff's archived list: the latest archived first, the id breaking ties. */
export const archivedKey = (a: Pick<ArchivedActivation, 'id' | 'archivedAt'>): KeysetKey => [-a.archivedAt.getTime(), a.id];

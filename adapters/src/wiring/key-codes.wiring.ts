import type { KeyCodesPort } from '@lurkit/core/keys/ports/key-codes.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CodesKeyCodes } from '../postgres/codes/codes-key-codes.ts';
import { codesWiring } from './codes.wiring.ts';
import type { Infrastructure } from './infrastructure.ts';

/** The keys context's Code Manager: the codes context's repositories on the same unit of work. */
export const keyCodesWiring = (em: EntityManager, infra: Infrastructure): KeyCodesPort => new CodesKeyCodes(codesWiring(em, infra));

import type { KeyCodesPort } from '@lurkit/core/keys/ports/key-codes.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CodesKeyCodes } from '../postgres/codes/codes-key-codes.ts';
import { CodesQuestKitCodes } from '../postgres/codes/codes-quest-kit-codes.ts';
import type { QuestKitCodesPort } from '@lurkit/core/quests/ports/quest-kit-codes.port.ts';
import { codesWiring } from './codes.wiring.ts';
import type { Infrastructure } from './infrastructure.ts';

/** The keys context's Code Manager: the codes context's repositories on the same unit of work. */
export const keyCodesWiring = (em: EntityManager, infra: Infrastructure): KeyCodesPort => new CodesKeyCodes(codesWiring(em, infra));

/** The Quest creator kit's Code Manager, the same way. */
export const questKitCodesWiring = (em: EntityManager, infra: Infrastructure): QuestKitCodesPort =>
  new CodesQuestKitCodes(codesWiring(em, infra));

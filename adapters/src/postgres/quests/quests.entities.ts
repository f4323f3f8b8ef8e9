import { QuestRunEntity } from './quest-run.entity.ts';
import { QuestEntity } from './quest.entity.ts';

export const questsEntities = [QuestEntity, QuestRunEntity];

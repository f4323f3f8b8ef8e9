import { KEY_CAMPAIGN_STEP_SCHEMAS } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { submissionItemSchema } from '@lurkit/core/missions/domain/mission-submission.schema.ts';
import { MISSION_STEP_SCHEMAS, missionSchema } from '@lurkit/core/missions/domain/mission.schema.ts';
import { creatorProgramSchema } from '@lurkit/core/programs/domain/creator-program.schema.ts';
import { QUEST_STEP_SCHEMAS, generalStepSchema } from '@lurkit/core/quests/domain/quest-steps.schema.ts';
import type { GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.ts';
import type { GraphQLInputType } from 'graphql';
import { isInputObjectType, isListType, isNonNullType } from './graphql-runtime.ts';

/** The keys of a valibot object, a variant's options' together, or several steps' together. */
const keysOf = (...schemas: GenericSchema[]): string[] => {
  const keys = schemas.flatMap((s) => {
    const node = s as unknown as { entries?: object; options?: GenericSchema[] };
    return node.entries ? Object.keys(node.entries) : keysOf(...(node.options ?? []));
  });
  return [...new Set(keys)].sort();
};

const fieldsOf = (name: string) => {
  const type = schema.getType(name);
  if (!isInputObjectType(type)) throw new Error(`${name} is not an input type`);
  return type.getFields();
};

describe('the wizard inputs', () => {
  it.each([
    ['MissionInput', [missionSchema]],
    ['MissionStepInput', Object.values(MISSION_STEP_SCHEMAS)],
    ['MissionSubmissionItemInput', [submissionItemSchema]],
    ['QuestGeneralInput', [generalStepSchema]],
    ['QuestStepInput', Object.values(QUEST_STEP_SCHEMAS)],
    ['KeyCampaignStepInput', Object.values(KEY_CAMPAIGN_STEP_SCHEMAS)],
    ['CreatorProgramInput', [creatorProgramSchema]],
  ] as const)("%s has the fields of core's schema", (name, schemas) => {
    expect(Object.keys(fieldsOf(name)).sort()).toEqual(keysOf(...(schemas as readonly GenericSchema[])));
  });

  it('leaves every field optional, so core says what is missing at the field', () => {
    const required = (type: GraphQLInputType, seen = new Set<string>()): string[] => {
      const named = isListType(type) ? type.ofType : type;
      if (!isInputObjectType(named) || seen.has(named.name)) return [];
      seen.add(named.name);
      return Object.values(named.getFields()).flatMap((f) => [
        ...(isNonNullType(f.type) || (isListType(f.type) && isNonNullType(f.type.ofType)) ? [`${named.name}.${f.name}`] : []),
        ...required(isNonNullType(f.type) ? f.type.ofType : f.type, seen),
      ]);
    };
    const wizardInputs = ['MissionInput', 'MissionStepInput', 'QuestStepInput', 'KeyCampaignStepInput', 'CreatorProgramInput'];
    expect(wizardInputs.flatMap((name) => required(schema.getType(name) as GraphQLInputType))).toEqual([]);
  });

  it('takes a number with a fraction and a choice outside the list to core, which names the field', () => {
    const criterion = fieldsOf('MissionCriterionInput');
    expect(String(criterion.amount?.type)).toBe('Float');
    expect(String(criterion.metricType?.type)).toBe('String');
  });
});

import type { within } from 'storybook/test';
import { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import { CompanyMissionQuery } from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { MyCreatorProgramQuery } from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { gqlData } from '../support/network.ts';
import { codeItems } from '../keys/key-fixtures.ts';
import { myProgram } from '../programs/program-fixtures.ts';
import { companyMission } from './mission-fixtures.ts';

/** What the mission setup pages read: the mission, the company's Creator Program and its Code Manager items. */
export const missionSetupNetwork = (mission = companyMission()) => [
  gqlData(CompanyMissionQuery, { companyMission: mission }),
  gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
  gqlData(CodeManagerItemsQuery, codeItems),
];

/** The step on screen: the wizard's heading of it. */
export const findStep = (canvas: ReturnType<typeof within>, title: string) => canvas.findByRole('heading', { level: 3, name: title });

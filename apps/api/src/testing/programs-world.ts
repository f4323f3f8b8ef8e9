import { expect } from 'vitest';
import {
  APPLY_TO_PROGRAM,
  CREATE_MISSION,
  PUBLISH_MISSION,
  REVIEW_PROGRAM_APPLICATIONS,
  SAVE_CREATOR_PROGRAM,
  missionValues,
  programValues,
} from '../tests/operations.ts';
import { signedInCompanyUser, signedInCreator, signedInReviewedCompany } from './accounts-world.ts';
import { sql } from './direct-db.ts';
import type { TestApp } from './test-app.ts';

type Company = Awaited<ReturnType<typeof signedInCompanyUser>>;
type Creator = Awaited<ReturnType<typeof signedInCreator>>;
export type CompanyWithProgram = Awaited<ReturnType<typeof companyWithProgram>>;

/** A person's browser, as click tracking counts it (bots are not counted). */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A reviewed company with its one Creator Program saved from the wizard's values (overridden where given). */
export async function companyWithProgram(app: TestApp, overrides: Record<string, unknown> = {}) {
  // A reviewed account publishes at once instead of being held for review (spec 4).
  const company = await signedInReviewedCompany(app);
  const saved = await company.client.op(SAVE_CREATOR_PROGRAM, { values: programValues(overrides) });
  expect(saved.errors).toEqual([]);
  return { ...company, program: saved.data!.saveCreatorProgram };
}

/** A creator who applied to the company's program, answering its first question, and was accepted. */
export async function acceptedMember(app: TestApp, company: CompanyWithProgram): Promise<Creator> {
  const creator = await signedInCreator(app);
  const questionId = company.program.questions[0]!.id;
  const applied = await creator.client.op(APPLY_TO_PROGRAM, {
    programId: company.program.id,
    answers: [{ questionId, answer: 'Roguelikes' }],
    acceptCodeOfConduct: true,
  });
  expect(applied.errors).toEqual([]);
  const accepted = await company.client.op(REVIEW_PROGRAM_APPLICATIONS, {
    applicationIds: [applied.data!.applyToCreatorProgram.id],
    decision: 'accept',
  });
  expect(accepted.errors).toEqual([]);
  return creator;
}

/** A published mission that has started (the start date moved back, as time would). */
export async function liveMission(app: TestApp, company: Company, values: Record<string, unknown> = {}) {
  const created = await company.client.op(CREATE_MISSION, { values: missionValues(values) });
  expect(created.errors).toEqual([]);
  const missionId = created.data!.createMission.id;
  expect((await company.client.op(PUBLISH_MISSION, { id: missionId })).errors).toEqual([]);
  await sql(app.databaseUrl, `update mission set start_date = now() - interval '1 minute' where id = ?`, [missionId]);
  return missionId;
}

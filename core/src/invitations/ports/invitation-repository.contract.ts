import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { CreatorInvitation } from '../domain/invitation.entity.ts';
import { anInvitation, aUserIdInvitation } from '../testing/builders.ts';
import type { CreatorInvitationRepositoryPort } from './invitation-repository.port.ts';

export interface CreatorInvitationRepositoryFixture extends ContractFixture {
  repo: CreatorInvitationRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();
/** The port promises no order, so lists are compared by id. */
const byIdSorted = (list: CreatorInvitation[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

export function describeCreatorInvitationRepositoryContract(name: string, make: () => Promise<CreatorInvitationRepositoryFixture>): void {
  describeContract('CreatorInvitationRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const anEmailInvite = (activationId: string, changes: Partial<CreatorInvitation> = {}) =>
      anInvitation({ id: uuid(), companyId: uuid(), activationId, invitedBy: uuid(), ...changes });

    it('finds a saved invitation with every field, and replaces it on a second save', async () => {
      const invitation = aUserIdInvitation(uuid(), { id: uuid(), companyId: uuid(), activationId: uuid(), invitedBy: uuid() });
      await repo().save(invitation);
      expect(await repo().findById(invitation.id)).toEqual(invitation);
      const accepted = { ...invitation, status: 'ACCEPTED' as const, respondedAt: BUILDER_NOW, sentCount: 2 };
      await repo().save(accepted);
      expect(await repo().findById(invitation.id)).toEqual(accepted);
    });

    it('answers null for an unknown invitation', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('lists every invitation to one activation, whatever its status, and nothing of another', async () => {
      const activationId = uuid();
      const pending = anEmailInvite(activationId);
      const rejected = anEmailInvite(activationId, { status: 'REJECTED', respondedAt: BUILDER_NOW });
      const sameIdOtherType = anEmailInvite(activationId, { activationType: 'MISSION' });
      for (const i of [pending, rejected, sameIdOtherType, anEmailInvite(uuid())]) await repo().save(i);
      expect(byIdSorted(await repo().listByActivation('QUEST', activationId))).toEqual(byIdSorted([pending, rejected]));
      expect(await repo().listByActivation('MISSION', activationId)).toEqual([sameIdOtherType]);
      expect(await repo().listByActivation('KEY', 'not-a-uuid')).toEqual([]);
    });

    it("lists a creator's invitations: by user id, and by email to their address, whatever the status", async () => {
      const creatorId = uuid();
      const email = `${uuid()}@example.com`;
      const byId = aUserIdInvitation(creatorId, { id: uuid(), companyId: uuid(), activationId: uuid(), invitedBy: uuid() });
      const byMail = anEmailInvite(uuid(), { email, status: 'ACCEPTED', creatorId, respondedAt: BUILDER_NOW });
      const otherMail = anEmailInvite(uuid(), { email: `x${email}` });
      const otherCreator = aUserIdInvitation(uuid(), { id: uuid(), companyId: uuid(), activationId: uuid(), invitedBy: uuid() });
      for (const i of [byId, byMail, otherMail, otherCreator]) await repo().save(i);
      expect(byIdSorted(await repo().listForCreator(creatorId, email))).toEqual(byIdSorted([byId, byMail]));
      expect(await repo().listForCreator('not-a-uuid', 'nobody@example.com')).toEqual([]);
    });

    it('hands out copies, so changing a returned invitation changes nothing stored', async () => {
      const invitation = anEmailInvite(uuid());
      await repo().save(invitation);
      Object.assign((await repo().findById(invitation.id)) ?? {}, { status: 'ACCEPTED' });
      Object.assign((await repo().listByActivation('QUEST', invitation.activationId))[0] ?? {}, { email: 'changed@example.com' });
      expect(await repo().findById(invitation.id)).toEqual(invitation);
    });
  });
}

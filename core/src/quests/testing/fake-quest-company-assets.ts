import type { QuestCompanyAssetsPort } from '../ports/quest-company-assets.port.ts';
import type { QuestInvitationsPort } from '../ports/quest-invitations.port.ts';

/** Assets owned per company, as a test arranges them. */
export class FakeQuestCompanyAssets implements QuestCompanyAssetsPort {
  readonly codeItems = new Map<string, string>();
  readonly creatorLists = new Map<string, string>();

  async ownedCodeItemIds(companyId: string, ids: readonly string[]): Promise<string[]> {
    return ids.filter((id) => this.codeItems.get(id) === companyId);
  }

  async ownedCreatorListIds(companyId: string, ids: readonly string[]): Promise<string[]> {
    return ids.filter((id) => this.creatorLists.get(id) === companyId);
  }
}

export class FakeQuestInvitations implements QuestInvitationsPort {
  readonly invited = new Map<string, string[]>();

  async invitedQuestIds(creatorId: string): Promise<string[]> {
    return this.invited.get(creatorId) ?? [];
  }
}

/** The quests a creator was invited to (invitations context): hidden quests show in their browsing. */
export interface QuestInvitationsPort {
  invitedQuestIds(creatorId: string): Promise<string[]>;
}

/** What missions read about a creator to write to them; the accounts context answers it. */
export interface MissionCreatorDirectoryPort {
  findCreator(creatorId: string): Promise<{ email: string; displayName: string } | null>;
}

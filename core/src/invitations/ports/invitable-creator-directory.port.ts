export interface InvitableCreator {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
}

/** Creators by user id; only Creator accounts are answered. */
export interface InvitableCreatorDirectoryPort {
  findCreator(userId: string): Promise<InvitableCreator | null>;
  /** The creator holding this address (compared in lower case), so an email invite finds a user-id invite. */
  findCreatorByEmail(email: string): Promise<InvitableCreator | null>;
  /** Many at once (a page of invitations sent); unknown ids are left out. */
  findCreators(userIds: readonly string[]): Promise<InvitableCreator[]>;
}

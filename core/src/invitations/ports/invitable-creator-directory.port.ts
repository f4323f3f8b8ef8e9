export interface InvitableCreator {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
}

/** Creators by user id; only Creator accounts are answered. */
export interface InvitableCreatorDirectoryPort {
  findCreator(userId: string): Promise<InvitableCreator | null>;
}

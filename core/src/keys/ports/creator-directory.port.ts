export interface CreatorProfile {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  /** Spec 6: full creator access (a verified channel) is needed for Keys. */
  readonly hasFullCreatorAccess: boolean;
}

/** What the keys context reads about a creator; the accounts context answers it. */
export interface CreatorDirectoryPort {
  findCreator(creatorId: string): Promise<CreatorProfile | null>;
}

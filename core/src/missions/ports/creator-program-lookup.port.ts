/** Reads the programs context: missions need to know a program, who owns it, and who its members are. */
export interface CreatorProgramLookupPort {
  findProgram(programId: string): Promise<{ id: string; companyId: string } | null>;
  /** The company's program, or null when it has none yet. */
  findProgramOfCompany(companyId: string): Promise<{ id: string; companyId: string } | null>;
  /** Spec 6: only accepted members take the program's missions. */
  isAcceptedMember(programId: string, creatorId: string): Promise<boolean>;
  /** The programs the creator is an accepted member of (Deals lists their open missions). */
  programsOfMember(creatorId: string): Promise<string[]>;
}

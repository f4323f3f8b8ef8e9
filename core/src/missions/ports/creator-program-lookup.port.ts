/** Reads the programs context: missions only need to know a program exists and who owns it. */
export interface CreatorProgramLookupPort {
  findProgram(programId: string): Promise<{ id: string; companyId: string } | null>;
}

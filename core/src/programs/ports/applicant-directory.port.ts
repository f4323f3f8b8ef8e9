/** Who an applicant is, to tell them of a decision; the accounts context answers it. */
export interface ApplicantContact {
  readonly email: string;
  readonly displayName: string;
}

export interface ApplicantDirectoryPort {
  findApplicant(creatorId: string): Promise<ApplicantContact | null>;
}

import type { ApplicantContact, ApplicantDirectoryPort } from '../ports/applicant-directory.port.ts';

/** Applicants a test registers; anyone else is unknown (a deleted account). */
export class InMemoryApplicantDirectory implements ApplicantDirectoryPort {
  readonly #applicants = new Map<string, ApplicantContact>();

  add(creatorId: string, contact: ApplicantContact): this {
    this.#applicants.set(creatorId, contact);
    return this;
  }

  async findApplicant(creatorId: string): Promise<ApplicantContact | null> {
    return this.#applicants.get(creatorId) ?? null;
  }
}

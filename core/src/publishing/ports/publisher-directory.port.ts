/** The acting user as publishing needs them; the accounts adapter answers from users and companies. */
export interface Publisher {
  readonly userId: string;
  /** The company the user is a member of, null for creators and plain users. */
  readonly companyId: string | null;
  readonly emailVerified: boolean;
  /** The company's account has passed staff review (accounts: Company.isVerified). */
  readonly companyReviewed: boolean;
}

export interface PublisherDirectoryPort {
  findPublisher(userId: string): Promise<Publisher | null>;
  /** Staff approved a held item: the company's account counts as reviewed from now on (spec 4). */
  markCompanyReviewed(companyId: string): Promise<void>;
}

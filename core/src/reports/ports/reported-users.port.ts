/** Which of these ids are people who exist (a report names only real users). */
export interface ReportedUsersPort {
  existing(userIds: readonly string[]): Promise<Set<string>>;
}

/** The signed-in person as the header shows them; apart from AppHeader so its parts need not import it. */
export interface AppHeaderUser {
  /** Shown when there is no display name. */
  username: string;
  /** Preferred name to show. */
  displayName?: string;
  /** Decides the main navigation and which settings links appear. */
  userType: 'Company' | 'Creator' | 'User';
  /** Profile picture beside the name; initials without one. */
  pictureUrl?: string | null;
  /** Lurkit staff also see the staff pages. */
  isStaff?: boolean;
}

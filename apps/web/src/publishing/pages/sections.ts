/**
 * Spec 2, "Company creator management": each activation type's tabs as routes
 * (/company/creator-management/{section}/{tab}), each tab one DataTable across every activation of
 * that type the company has.
 */
export const CREATOR_MANAGEMENT_SECTIONS = [
  {
    id: 'keys',
    label: 'Keys',
    tabs: [
      { id: 'pending', label: 'Pending' },
      { id: 'active', label: 'Active' },
      { id: 'ended', label: 'Ended' },
    ],
  },
  {
    id: 'quests',
    label: 'Quests',
    tabs: [
      { id: 'offers', label: 'Offers' },
      { id: 'active', label: 'Active' },
      { id: 'review', label: 'Review' },
      { id: 'ended', label: 'Ended' },
    ],
  },
  {
    id: 'missions',
    label: 'Missions',
    tabs: [
      { id: 'ongoing', label: 'Ongoing' },
      { id: 'review', label: 'Review' },
      { id: 'completed', label: 'Completed' },
    ],
  },
  {
    id: 'creator-program',
    label: 'Creator program',
    tabs: [
      { id: 'applicants', label: 'Applicants' },
      { id: 'accepted', label: 'Accepted' },
      { id: 'rejected', label: 'Rejected' },
    ],
  },
  {
    id: 'invite-creators',
    label: 'Invite creators',
    tabs: [
      { id: 'invite', label: 'Invite creators' },
      { id: 'invited-creators', label: 'Invitations sent' },
    ],
  },
] as const;

export type CreatorManagementSection = (typeof CREATOR_MANAGEMENT_SECTIONS)[number];

export const tabHref = (section: string, tab: string) =>
  section === 'invite-creators'
    ? tab === 'invite'
      ? '/company/creator-management/invite-creators'
      : '/company/creator-management/invite-creators/invited-creators'
    : `/company/creator-management/${section}/${tab}`;

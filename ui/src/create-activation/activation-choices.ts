/** Spec 2's create-activation choices. */
export type ActivationChoice = 'mission' | 'preLaunch' | 'keyCampaign' | 'gameQuest' | 'productQuest' | 'paidMission';

export interface ChoiceInfo {
  title: string;
  description: string;
}

export const CHOICE_GROUPS: readonly { title: string; choices: readonly ActivationChoice[] }[] = [
  { title: 'Organic', choices: ['mission', 'preLaunch', 'keyCampaign'] },
  { title: 'Paid', choices: ['gameQuest', 'productQuest', 'paidMission'] },
];

export const CHOICES: Readonly<Record<ActivationChoice, ChoiceInfo>> = {
  mission: { title: 'Mission', description: 'Creators in your Creator Program reach goals for rewards.' },
  preLaunch: {
    title: 'Pre-launch campaign',
    description: 'Gather a waitlist of creators before release; convert it to a Key campaign later.',
  },
  keyCampaign: { title: 'Key campaign', description: 'Give creators free keys for your game in return for content.' },
  gameQuest: { title: 'Game promotion Quest', description: 'Paid sponsorship: creators bid to play and promote your game.' },
  productQuest: { title: 'Product promotion Quest', description: 'Paid sponsorship for a product other than a game.' },
  paidMission: { title: 'Paid mission', description: 'Pay creators per result.' },
};

/** Paid missions are announced but not offered yet (spec 2: "Paid mission coming soon"). */
export const COMING_SOON: readonly ActivationChoice[] = ['paidMission'];

import type { LegalText } from '@lurkit/ui/legal-document/LegalDocument.tsx';

/**
 * The legal texts a visitor reads before signing up (spec section 2, legal routes): terms and privacy
 * for creators and users at /terms-of-use and /privacy-policy, for companies under /company/. Plain
 * language on purpose; the contact addresses are the ones the texts name.
 */
const UPDATED = '25 November 2026';
export const LEGAL_CONTACT = 'legal@lurkit.com';
export const PRIVACY_CONTACT = 'privacy@lurkit.com';

export const CREATOR_TERMS: LegalText = {
  title: 'Terms of use',
  audience: 'creators and users',
  updated: UPDATED,
  intro:
    'These terms are the agreement between you and Lurkit when you use Lurkit as a creator or as a user. They explain what we offer, what we expect from you and what happens when something goes wrong. Please read them before you create an account; by creating one you accept them.',
  sections: [
    {
      heading: 'What Lurkit is',
      paragraphs: [
        'Lurkit is a marketplace where game companies offer collaborations to content creators on Twitch, YouTube and TikTok. Companies publish Key campaigns (free game keys), Quests (paid sponsorships), Missions and Creator Programs; creators join the ones that suit them.',
        'Lurkit is not a party to the agreements you make with a company through a Quest or a Mission beyond what these terms say about payments and payouts. The company is responsible for its game, its keys and its brief.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 16 years old and allowed to enter agreements where you live. Give us true information, keep your password to yourself and tell us at once if you think someone else uses your account. One person, one account.',
        'If you connect a Twitch, YouTube or TikTok account, you confirm that it is yours. We read the public statistics of connected channels (followers, views, streams) to show companies your reach and to check campaign requirements.',
      ],
    },
    {
      heading: 'Game keys',
      paragraphs: [
        'A key you claim from a Key campaign is given to you to create content about the game. It is personal: do not sell, trade, give away or publish it. We trace leaked keys back to the account that claimed them.',
        'When you claim a key you agree to publish content about the game within the time the campaign states (30 days unless the campaign says otherwise) and to respect any embargo date. Missing content lowers your completion rate, which companies see, and may stop you from claiming more keys.',
      ],
    },
    {
      heading: 'Paid Quests',
      paragraphs: [
        'A Quest is a paid sponsorship. You bid or accept an offer; the agreement is made when the company pays. The price, the deliverables, the talking points and the deadlines shown in the quest log are what you and the company agreed.',
        'You deliver the content as agreed, keep it public for the agreed time and mark it as sponsored where the law or the platform requires (for example with the platform’s paid-promotion label). The company reviews the content; once it is approved, or once the review period ends without an answer, the payout is released.',
      ],
    },
    {
      heading: 'Payouts',
      paragraphs: [
        'We pay you through our payout provider, or PayPal through that provider, in US dollars. You must finish payout setup, including any identity and tax checks the provider asks for, before a payout can be sent. Fees of the provider are shown before you confirm your setup.',
        'You are responsible for declaring your income and paying your taxes. We may hold a payout while we look into fraud, a chargeback or a dispute, and we tell you why.',
      ],
    },
    {
      heading: 'Content rules',
      paragraphs: [
        'Content you make through Lurkit stays yours. You give the company the rights the campaign or Quest states, and you must not:',
      ],
      items: [
        'publish anything illegal, hateful, harassing, sexual involving minors or otherwise against the rules of the platform you publish on;',
        'buy views, followers or clicks, or use bots to meet a requirement or a Mission criterion;',
        'pretend to be someone else or misrepresent your audience;',
        'publish content before an embargo you accepted has lifted.',
      ],
    },
    {
      heading: 'Lurkcoins and the shop',
      paragraphs: [
        'Lurkcoins reward activity on Lurkit. They have no cash value, cannot be transferred or sold and may expire when an account is closed.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You may delete your account at any time from your settings. We may suspend or close an account that breaks these terms, after warning you where we reasonably can. Payouts you have earned for approved content are still paid unless they came from fraud.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We run Lurkit with care but cannot promise it is always available or free of errors. As far as the law allows, we are not liable for indirect losses, lost profits or for what a company does with its game or brief. Nothing in these terms limits rights you have as a consumer under the law of your country.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `When we change these terms we tell you by email or in the app at least 30 days before the change applies, unless the law requires a faster change. Questions about these terms: ${LEGAL_CONTACT}.`,
      ],
    },
  ],
};

export const COMPANY_TERMS: LegalText = {
  title: 'Terms of use for companies',
  audience: 'game companies, publishers, agencies and brands',
  updated: UPDATED,
  intro:
    'These terms apply when a company uses Lurkit to run Key campaigns, Quests, Missions and Creator Programs. The person who registers the company confirms they may bind it to these terms.',
  sections: [
    {
      heading: 'Your company account',
      paragraphs: [
        'Give us the true name, type and website of your company. We review new company accounts, and may hold your first campaign for review before it goes live. You decide who joins your company on Lurkit and are responsible for what your members do.',
      ],
    },
    {
      heading: 'Keys and items',
      paragraphs: [
        'You may only upload keys and items to the Code Manager that you own or are allowed to give away. We store them encrypted and hand each one to a single creator. A key handed out cannot be taken back; unused keys stay yours and you can download them when a campaign ends.',
      ],
    },
    {
      heading: 'Paid Quests and payment',
      paragraphs: [
        'When you accept a creator’s bid or offer and pay the cart, you make an agreement with that creator for the content described in the Quest. Payment is taken by card through our payment provider in US dollars when you check out.',
        'We hold the amount until the content is approved, or until the review period ends without an answer, and then pay the creator. If the creator does not deliver, the amount is refunded to you as described in the quest log. Fees and any subscription price are shown before you pay.',
      ],
    },
    {
      heading: 'Fair dealing with creators',
      paragraphs: [
        'Briefs, requirements and talking points must be lawful and honest. Do not ask creators to hide that content is sponsored, to mislead their audience, or to contact them outside Lurkit to avoid fees. Requirements may not discriminate on grounds the law protects.',
      ],
    },
    {
      heading: 'Content and rights',
      paragraphs: [
        'Creators keep the rights to their content. You receive the right to share and embed the content made for your campaign, with credit to the creator. Further rights (such as using it in paid advertising) must be agreed in the Quest.',
      ],
    },
    {
      heading: 'Creator data',
      paragraphs: [
        'You see creators’ public channel statistics and what they choose to share with you. Use it only to run your collaborations on Lurkit; do not export it to build marketing lists or sell it. Notes you keep about creators must be factual and respectful: creators may ask to see what we store about them.',
      ],
    },
    {
      heading: 'Suspension and ending',
      paragraphs: [
        'You may close your company account at any time; open Quests are completed or refunded first. We may suspend a company that breaks these terms, leaks keys it did not own, or does not pay, and we tell you why.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Lurkit connects you with creators but does not guarantee reach, sales or the views a piece of content will get. As far as the law allows, our liability is limited to the fees you paid us in the twelve months before the claim.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [`We announce changes to these terms at least 30 days before they apply. Questions, or a dispute: ${LEGAL_CONTACT}.`],
    },
  ],
};

const cookiesSection = {
  heading: 'Cookies',
  paragraphs: [
    'We use a session cookie to keep you signed in and a security cookie against cross-site requests; these are needed for Lurkit to work. With your consent we also use cookies for functionality (remembering your settings), analytics (how pages are used) and marketing. You choose in the cookie notice on your first visit and can change your choice by clearing your browser’s site data.',
  ],
} as const;

export const CREATOR_PRIVACY: LegalText = {
  title: 'Privacy policy',
  audience: 'creators, users and visitors',
  updated: UPDATED,
  intro:
    'This policy explains what personal data Lurkit keeps about you, why, for how long and what you can ask of us. We keep as little as the service needs.',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: ['Depending on how you use Lurkit we keep:'],
      items: [
        'account data: username, display name, email address, a hash of your password (never the password itself);',
        'connected channels: the account name and public statistics of your Twitch, YouTube or TikTok channels, and the access tokens, stored encrypted;',
        'activity: the campaigns, Quests and Missions you join, keys you claim, content you submit, and the messages and offers in a quest log;',
        'payout data: what our payout provider tells us about your payout account (never your full bank details);',
        'creator pages you publish, your address if you give it for physical rewards, and your notification settings;',
        'technical data: the time and IP address of sign-ins and security events.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To run your account and the collaborations you join (our contract with you); to keep Lurkit secure and trace leaked keys (our legitimate interest); to pay you and meet accounting and tax rules (legal obligation); and, with your consent, for analytics and marketing.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Companies see your public profile, your channel statistics, your completion rate and what you send them in a campaign or Quest. Our payment, payout and email providers process data for us under data processing agreements. We never sell personal data.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account data is kept while your account exists and deleted within 30 days after you delete it. Records of payments and payouts are kept for seven years because accounting law requires it. Security logs are kept for 12 months.',
      ],
    },
    cookiesSection,
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data, have it corrected or deleted, object to its use or ask us to move it to another service. You can change most of it yourself in your settings. You may also complain to your data protection authority.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Write to ${PRIVACY_CONTACT} about anything in this policy. We answer within 30 days.`],
    },
  ],
};

export const COMPANY_PRIVACY: LegalText = {
  title: 'Privacy policy for companies',
  audience: 'companies and their members',
  updated: UPDATED,
  intro:
    'This policy covers the personal data of the people who use Lurkit on behalf of a company: owners, members and invited colleagues.',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: ['We keep:'],
      items: [
        'member accounts: name, username, email address and role in the company;',
        'company details: name, type, website and billing details given to our payment provider;',
        'what members do in Lurkit: campaigns and Quests created, invitations sent, notes and comments written, payments made;',
        'technical data: the time and IP address of sign-ins and security events.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To provide the service to your company (contract), to bill it and meet accounting rules (legal obligation), and to keep the marketplace safe, for example when reviewing new companies (legitimate interest).',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Creators see your company’s name, its public page and the campaigns you publish, and the member names in messages you send them. Our payment and email providers process data for us under data processing agreements. We never sell personal data.',
      ],
    },
    {
      heading: 'Creator data you receive',
      paragraphs: [
        'Your company is responsible, together with us, for creator data it reads or stores in Lurkit (for example in notes and creator lists). Use it only for your collaborations on Lurkit and delete notes you no longer need.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Member accounts are kept while they exist; invoices and payment records for seven years as accounting law requires; security logs for 12 months.',
      ],
    },
    cookiesSection,
    {
      heading: 'Your rights and contact',
      paragraphs: [
        `Every member may ask for a copy, correction or deletion of their data and may complain to their data protection authority. Write to ${PRIVACY_CONTACT}; we answer within 30 days.`,
      ],
    },
  ],
};

import { AppLink } from '../link/LinkProvider.tsx';
import { withCallbackUrl } from '../link/with-callback-url.ts';
import './RegisterChoice.css';

const CHOICES = [
  {
    href: '/register/company',
    title: 'I represent a company',
    text: 'Game studios, publishers, agencies and brands running campaigns with creators.',
  },
  { href: '/register/creator', title: 'I am a creator', text: 'Streamers and video creators on Twitch, YouTube and TikTok.' },
] as const;

export interface RegisterChoiceProps {
  /** Where to go after signing up and in (e.g. an invitation link); kept on both choices. */
  callbackUrl?: string | null;
}

/** The first registration step: pick a company or a creator account. */
export function RegisterChoice({ callbackUrl }: RegisterChoiceProps) {
  return (
    <ul className="register-choice">
      {CHOICES.map((choice) => (
        <li key={choice.href}>
          <AppLink href={withCallbackUrl(choice.href, callbackUrl)} className="register-choice__option">
            <span className="register-choice__title">{choice.title}</span>
            <span className="register-choice__text">{choice.text}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

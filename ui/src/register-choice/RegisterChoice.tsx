import { AppLink } from '../link/LinkProvider.tsx';
import './RegisterChoice.css';

const CHOICES = [
  {
    href: '/register/company',
    title: 'I represent a company',
    text: 'Game studios, publishers, agencies and brands running campaigns with creators.',
  },
  { href: '/register/creator', title: 'I am a creator', text: 'Streamers and video creators on Twitch, YouTube and TikTok.' },
] as const;

/** The first registration step: pick a company or a creator account. */
export function RegisterChoice() {
  return (
    <ul className="register-choice">
      {CHOICES.map((choice) => (
        <li key={choice.href}>
          <AppLink href={choice.href} className="register-choice__option">
            <span className="register-choice__title">{choice.title}</span>
            <span className="register-choice__text">{choice.text}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

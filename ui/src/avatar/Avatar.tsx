import { useState } from 'react';
import { initialsOf } from './initials.ts';
import './Avatar.css';

export interface AvatarProps {
  /** Person or company the picture shows; the accessible name and the source of the initials. */
  name: string;
  /** Picture URL; initials are shown when missing or when it fails to load. */
  src?: string | null;
  /** Diameter: sm 2rem, md 3rem, lg 5rem. */
  size?: 'sm' | 'md' | 'lg';
  /** Hide from screen readers when the name is already written beside the avatar. */
  decorative?: boolean;
}

/** A round profile picture that falls back to initials. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `avatar avatar--${size}`;
  if (src && failedSrc !== src) {
    return <img className={className} src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span className={`${className} avatar--initials`} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}>
      {initialsOf(name)}
    </span>
  );
}

import type { ReactNode } from 'react';
import './Alert.css';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps {
  /** Colour and urgency; errors are announced at once (role alert), others politely (role status). */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message; may hold links or a button. */
  children: ReactNode;
  /** Extra class for layout. */
  className?: string;
}

export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}>
      {title && <p className="alert__title">{title}</p>}
      <div className="alert__body">{children}</div>
    </div>
  );
}

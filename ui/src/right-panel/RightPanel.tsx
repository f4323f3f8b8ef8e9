import type { ReactNode } from 'react';
import '../shell-layout/side-panel.css';

export interface RightPanelProps {
  /** Heading of the panel. Default "Updates". */
  title?: string;
  /** What the page puts beside itself (announcements, notes); empty shows a quiet placeholder. */
  children?: ReactNode;
}

/** Right panel of Company and Creator users: a slot for updates beside the page. */
export function RightPanel({ title = 'Updates', children }: RightPanelProps) {
  return (
    <div className="side-panel">
      <h2 className="side-panel__title">{title}</h2>
      {children ?? <p className="side-panel__note">Nothing new right now.</p>}
    </div>
  );
}

import { useId, type ReactNode } from 'react';

/** A titled block of a settings page; the heading names the region for screen readers. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

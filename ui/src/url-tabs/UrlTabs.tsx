import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { AppLink } from '../link/LinkProvider.tsx';
import './UrlTabs.css';

export interface UrlTab {
  /** Stable id, compared with activeId. */
  id: string;
  /** Text of the tab. */
  label: string;
  /** Route of the tab's page, e.g. "/deals/active". */
  href: string;
}

export interface UrlTabsProps {
  /** Names the tab list, e.g. "Deals". */
  label: string;
  /** The tabs, in display order. */
  tabs: readonly UrlTab[];
  /** Id of the tab whose route is the current page (the caller derives it from the URL). */
  activeId: string;
  /** Id of the element showing the active tab's content, so the tab can point at its panel. */
  panelId?: string;
}

/**
 * Tabs where each tab is a page: AppLinks (so the router navigates and the URL is shareable) with tab
 * semantics, arrow keys between tabs and only the active tab in the Tab order.
 */
export function UrlTabs({ label, tabs, activeId, panelId }: UrlTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  // AppLink renders whatever link the app provides and passes only href/className/children, so the tab
  // attributes are set on the rendered anchors here. (Lead: an AppLink that forwards aria props would remove this.)
  useLayoutEffect(() => {
    links().forEach((link, index) => {
      const active = tabs[index]?.id === activeId;
      link.setAttribute('role', 'tab');
      link.setAttribute('aria-selected', String(active));
      link.tabIndex = active ? 0 : -1;
      if (active && panelId) link.setAttribute('aria-controls', panelId);
      else link.removeAttribute('aria-controls');
      if (active) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.findIndex((link) => link === document.activeElement);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: all.length - 1 }[event.key];
    if (target === undefined || current === -1) return;
    event.preventDefault();
    all[(target + all.length) % all.length]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className="url-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <AppLink
          key={tab.id}
          href={tab.href}
          className={['url-tabs__tab', tab.id === activeId && 'url-tabs__tab--active'].filter(Boolean).join(' ')}
        >
          {tab.label}
        </AppLink>
      ))}
    </div>
  );
}

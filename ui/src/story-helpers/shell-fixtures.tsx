import { expect, userEvent, within } from 'storybook/test';
import { AppHeader, type AppHeaderProps } from '../app-header/AppHeader.tsx';
import { CompanyPanel } from '../company-panel/CompanyPanel.tsx';
import { CreatorPanel } from '../creator-panel/CreatorPanel.tsx';
import { RightPanel } from '../right-panel/RightPanel.tsx';

/**
 * The shell's three widths as Storybook viewports. The vitest plugin resizes the browser to
 * `globals.viewport.value`, so a story's media queries see the width a person would.
 */
export const SHELL_VIEWPORTS = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '900px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1400px', height: '900px' }, type: 'desktop' },
} as const;

export const viewportParameters = { viewport: { options: SHELL_VIEWPORTS } };
/**
 * For a story that shows a modal: on its Docs page the story block gets a height and contains the
 * modal's fixed layer, which otherwise leaves the block an empty strip and lays over the page.
 */
export const modalDocsParameters = { docs: { story: { height: '640px' } } };
export const atWidth = (value: keyof typeof SHELL_VIEWPORTS) => ({ viewport: { value, isRotated: false } });

const company = { id: 'c-1', name: 'Northern Lights Games', isVerified: true };

/** Header and both panels of a signed-in company owner, as the web app's AppShell composes them. */
export function companyShell(currentPath = '/company/settings/members') {
  const left = <CompanyPanel company={company} currentPath={currentPath} />;
  const right = <RightPanel />;
  const header = (
    <AppHeader
      state="signed-in"
      homeHref="/home"
      currentPath={currentPath}
      user={{ username: 'northernowner', displayName: 'Olivia', userType: 'Company' }}
      onSignOut={() => {}}
      panels={{ left, right }}
    />
  );
  return { header, left, right };
}

export function creatorShell(currentPath = '/creator/home') {
  const left = <CreatorPanel username="annastreams" currentPath={currentPath} />;
  const right = <RightPanel />;
  const user: AppHeaderProps['user'] = { username: 'annastreams', userType: 'Creator' };
  const header = (
    <AppHeader
      state="signed-in"
      homeHref="/creator/home"
      currentPath={currentPath}
      user={user}
      onSignOut={() => {}}
      panels={{ left, right }}
    />
  );
  return { header, left, right };
}

/**
 * A page as wide as real ones get: a five-column table and an unbroken address. On a phone the table
 * scrolls by itself; its button keeps that scrolling region reachable by keyboard (axe).
 */
export const widePage = (
  <>
    <h1>Members of Northern Lights Games</h1>
    <p>Invitations go to https://northernlights.example/company/settings/members/invitations/a-very-long-token-0123456789</p>
    <table>
      <thead>
        <tr>
          {['Member', 'Email', 'Title', 'Joined', 'Actions'].map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>northernowner</td>
          <td>olivia.northernowner@northernlights.example</td>
          <td>Head of creator relations</td>
          <td>12 March 2026</td>
          <td>
            <button type="button">
              Edit title<span className="visually-hidden"> of northernowner</span>
            </button>
          </td>
        </tr>
      </tbody>
    </table>
  </>
);

/** Nothing on the page is wider than the window: it never scrolls sideways. */
export async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Opens the header's drawer with its menu button and returns the dialog. */
export async function openDrawer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const drawer = canvas.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toHaveAttribute('id', button.getAttribute('aria-controls'));
  await expect(drawer).toBeVisible();
  return within(drawer);
}

import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

type PlayContext = Pick<StoryContext, 'canvas' | 'userEvent'>;

/**
 * What every chart must give people: a named figure with a drawn chart, and a data table that screen
 * readers always reach and that "Show data table" makes visible. Returns the table for further checks.
 */
export async function expectChartWithTable({ canvas, userEvent }: PlayContext, title: string) {
  const figure = within(canvas.getByRole('figure', { name: title }));
  await expect(canvas.getByRole('figure', { name: title }).querySelector('svg.recharts-surface')).not.toBeNull();
  const table = figure.getByRole('table', { name: title });
  await userEvent.click(figure.getByRole('button', { name: 'Show data table' }));
  await expect(table).toBeVisible();
  await expect(figure.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
  return within(table);
}

import type { Decorator, Preview } from '@storybook/react-vite';
import '../ui/src/theme/global.css';

/** Applies the chosen theme the way the web app does: `data-theme` on <html> (dark when absent). */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  document.documentElement.dataset.theme = theme;
  return Story();
};

const preview: Preview = {
  parameters: {
    // Axe violations fail the story test, so every story doubles as an accessibility check.
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
  decorators: [withTheme],
  tags: ['autodocs'],
};

export default preview;

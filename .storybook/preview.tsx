import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, getConfig } from 'storybook/test';
import '../ui/src/theme/global.css';

/** The request of an HTTP frame (MSW also sees WebSocket frames, which carry none). */
const requestOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'request' in data && data.request instanceof Request ? data.request : null;

/**
 * Mock Service Worker answers the page stories' network (stories/support/network.ts). A request to
 * the app's API that no handler answers fails, loudly, so a story never silently shows a half page.
 */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const request = requestOf(frame.data);
      if (!request || !new URL(request.url).pathname.startsWith('/api/')) return;
      defaults.error();
      throw new Error(`No story handler answers ${request.method} ${request.url}`);
    },
  });
  return worker;
}

const startedNetwork = mswLoader(startWorker);

/**
 * Only page stories, titled under Pages in stories/, use the network: a component story skips the
 * worker's start-up, which each story file otherwise waits for in its own frame.
 */
const pageNetwork: Loader = (context) => (context.title.startsWith('Pages/') ? startedNetwork(context) : {});

// The story tests share two cores with the rest of the suite: a page that fetches its session and then
// its lazy module can take longer than testing-library's 1 s default to show its heading under that load
// (11 s was seen while the payout fault test ran beside them). A wait ends as soon as its state is there.
configure({ asyncUtilTimeout: 15_000 });

/** Testing-library's own flag, set while a `findBy…`/`waitFor` retries: that attempt's error is thrown away. */
const retrying = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
const defaultElementError = getConfig().getElementError;

// A `findBy…` retries on every change of the page, and each attempt that finds nothing builds its error
// with a print of the whole page, only to throw it away. The print is kept where someone reads it: a
// query that fails outright, and the final error of a wait that times out (testing-library builds that
// one again, outside the retries).
configure({
  getElementError: (message, container) => {
    if (!retrying()) return defaultElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

/** Applies the chosen theme the way the web app does: `data-theme` on <html> (dark when absent). */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  document.documentElement.dataset.theme = theme;
  return Story();
};

const preview: Preview = {
  parameters: {
    // Axe violations fail the story test, so every story doubles as an accessibility check. Axe details
    // only the violations: the passing nodes of every rule, on a whole page, were collected, then
    // copied into the test's report for nobody to read.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { expanded: true },
    // Storybook opens on the first entry: the introduction, then the foundations every component uses,
    // the shared components, the product's parts and the whole pages last.
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Inputs', 'Display', 'Feedback', 'Navigation', 'Flow', 'Forms', 'Shell', '*', 'Pages'],
      },
    },
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
  // Resets the handlers before every page story, which adds its own in beforeEach.
  loaders: [pageNetwork],
  tags: ['autodocs'],
};

export default preview;

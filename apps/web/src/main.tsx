import '@lurkit/ui/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { applyTheme, readTheme } from '@lurkit/ui/theme/theme-storage.ts';
import { router } from './app/router.tsx';

// The stored theme applies before the first paint, not when a toggle first renders.
applyTheme(readTheme(window.localStorage));

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element.');

// Spec section 7: GraphQL responses are cached by key and not revalidated on focus; the session hook
// opts back in for itself.
createRoot(container).render(
  <StrictMode>
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
);

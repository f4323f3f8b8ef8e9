import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import './app-shell.css';

/**
 * Shown when a page crashes while rendering, instead of the router's developer screen. It replaces the
 * root layout, so it links with a plain <a> (no LinkProvider above it).
 */
export function RouteError() {
  return (
    <main className="route-error">
      <Alert tone="error" title="Something went wrong.">
        <p>
          Please reload the page. If it keeps happening, <a href="/">go to the start page</a>.
        </p>
      </Alert>
    </main>
  );
}

import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The app's router; stories render the same route table in a memory router. */
export const router = createBrowserRouter(routes);

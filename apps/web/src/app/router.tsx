import { createBrowserRouter } from 'react-router';
import { customDomainRoutes, routes } from './routes.tsx';

/** Set by the server when this host is a company's custom domain (apps/api/src/http/custom-domain.ts). */
const customDomain = document.querySelector<HTMLMetaElement>('meta[name="lurkit-custom-domain-company"]');

/** The app's router; stories render the same route table in a memory router. */
export const router = createBrowserRouter(
  customDomain ? customDomainRoutes(customDomain.content, customDomain.dataset.appUrl ?? '') : routes,
);

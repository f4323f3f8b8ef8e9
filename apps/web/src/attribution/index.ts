/** The attribution context's door: what other contexts of this layer may import from it. */
export { MyTrackedLink } from './MyTrackedLink.tsx';
export { useActivationWishlists } from './hooks/use-attribution.ts';

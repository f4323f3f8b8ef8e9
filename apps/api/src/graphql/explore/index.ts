/** The explore context's door: what other contexts of this layer may import from it. */
export { PublicCompanyRef } from './explore.ts';

/** The connections context's door: what other contexts of this layer may import from it. */
export { useMyConnections } from './hooks/use-my-connections.ts';

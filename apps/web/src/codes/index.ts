/** The codes context's door: what other contexts of this layer may import from it. */
export { useCodeManagerItems } from './hooks/use-code-manager.ts';
export { CodeManagerItemsQuery } from './operations/code-manager.operations.ts';

/** The reporting context's door: what other contexts of this layer may import from it. */
export { useRunTimeline } from './hooks/use-run-timeline.ts';
export { ACTIVATION_TYPE_WORDS, whatHappened } from './run-event-words.ts';

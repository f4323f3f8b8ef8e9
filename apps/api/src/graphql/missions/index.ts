/** The missions context's door: what other contexts of this layer may import from it. */
export { MissionRunRef } from './mission.types.ts';

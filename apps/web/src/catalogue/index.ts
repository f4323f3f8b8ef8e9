/** The catalogue context's door: what other contexts of this layer may import from it. */
export { importSteamGame } from './operations/steam-game.operations.ts';

import { encodePng } from '../../images/png.ts';

/** A real PNG of the given size, one flat grey, so the probes read true dimensions. */
export const pngOf = (width: number, height: number): Uint8Array => encodePng(width, height, () => [128, 128, 128]);

import { encodePng, type Rgb } from '@lurkit/adapters/images/png.ts';

const skin: Rgb = [243, 210, 179];

/**
 * A real PNG drawn without any file or network: a round head and shoulders on a coloured square, so
 * the demo's profile picture looks like one (and the upload route's probe would read it as image/png).
 */
export function demoPicturePng(size: number, background: Rgb): Uint8Array {
  return encodePng(size, size, (x, y) => {
    const head = Math.hypot(x - size / 2, y - size * 0.4) < size * 0.19;
    const shoulders = y > size * 0.66 && Math.hypot(x - size / 2, y - size * 1.02) < size * 0.38;
    return head || shoulders ? skin : background;
  });
}

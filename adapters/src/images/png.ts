import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/** Draws an opaque PNG pixel by pixel: demo pictures and the upload tests' images come from here. */
export function encodePng(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Uint8Array {
  const png = new PNG({ width, height, colorType: 2 });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = colourAt(x, y);
      png.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return new Uint8Array(PNG.sync.write(png, { colorType: 2 }));
}

import { describe, expect, it } from 'vitest';
import { imageSizeProbe } from './image-size-probe.ts';
import { pngOf } from './testing/png.ts';

describe('imageSizeProbe', () => {
  it('reads a PNG’s type and size from its bytes', () => {
    expect(imageSizeProbe.probe(pngOf(120, 160))).toEqual({ type: 'image/png', width: 120, height: 160 });
  });
  it('answers null for text, an SVG and nothing', () => {
    expect(imageSizeProbe.probe(new TextEncoder().encode('hello, this is not an image at all'))).toBeNull();
    expect(
      imageSizeProbe.probe(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"></svg>')),
    ).toBeNull();
    expect(imageSizeProbe.probe(new Uint8Array())).toBeNull();
  });
});

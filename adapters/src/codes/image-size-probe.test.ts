import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSizeProbe } from './image-size-probe.ts';

/** A real, minimal PNG of the given size (one grey pixel row repeated), built with zlib. */
export function pngOf(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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

import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG drawn without any file or network: a round head and shoulders on a coloured square, so
 * the demo's profile picture looks like one (and the upload route's probe would read it as image/png).
 */
export function demoPicturePng(size: number, background: readonly [number, number, number]): Uint8Array {
  const skin = [243, 210, 179] as const;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const head = Math.hypot(x - size / 2, y - size * 0.4) < size * 0.19;
      const shoulders = y > size * 0.66 && Math.hypot(x - size / 2, y - size * 1.02) < size * 0.38;
      const [r, g, b] = head || shoulders ? skin : background;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(rows))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

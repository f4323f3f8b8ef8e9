import { createSocket, type RemoteInfo } from 'node:dgram';

const TXT = 16;

/** The question's name (lower-cased) and where the question ends, from a DNS query. */
function readQuestion(query: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at]! > 0) {
    labels.push(query.toString('latin1', at + 1, at + 1 + query[at]!));
    at += 1 + query[at]!;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 5 };
}

function txtAnswer(value: string): Buffer {
  const text = Buffer.from(value, 'utf8');
  const rdata = Buffer.concat([Buffer.from([text.length]), text]);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  fixed.writeUInt16BE(TXT, 2);
  fixed.writeUInt16BE(1, 4); // IN
  fixed.writeUInt32BE(60, 6); // TTL
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}

/**
 * A DNS server on 127.0.0.1 for tests, answering TXT questions from its own records (short values, one
 * string each): NXDOMAIN for an unknown name, SERVFAIL to everything once `breakDown` is called.
 */
export async function startUdpDnsServer() {
  const records = new Map<string, string[]>();
  let broken = false;
  const socket = createSocket('udp4');
  socket.on('message', (query: Buffer, from: RemoteInfo) => {
    const { name, end } = readQuestion(query);
    const values = records.get(name) ?? [];
    const rcode = broken ? 2 : values.length === 0 ? 3 : 0;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(rcode === 0 ? values.length : 0, 6);
    const answers = rcode === 0 ? values.map(txtAnswer) : [];
    socket.send(Buffer.concat([header, query.subarray(12, end), ...answers]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    publish(name: string, value: string) {
      const key = name.toLowerCase();
      records.set(key, [...(records.get(key) ?? []), value]);
    },
    breakDown() {
      broken = true;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

// The socket.io Redis emitter's own encoding (a dependency of @socket.io/redis-emitter, untyped).

const notepack: { encode(value: unknown): Buffer } = require('notepack.io');

/** The uid the socket.io Redis emitter sends as; the API instances' adapters deliver its messages. */
const EMITTER_UID = 'emitter';
/** msgpack uint32 marker: the sequence number is always written in these 4 + 1 bytes, whatever its size. */
const UINT32 = 0xce;

/**
 * One socket.io broadcast to a room, as @socket.io/redis-emitter publishes it
 * (`[uid, {type: EVENT, data: [event, payload], nsp: '/'}, {rooms: [room], flags: {}, except: []}]`
 * in msgpack), with the payload's last member `seq` left open: the message is
 * `head + <seq as 4 big-endian bytes> + tail`, so the sequence number can be filled in by Redis (a
 * script) once it is taken, without encoding the event again. Decoded, the payload is `{...payload, seq}`.
 */
export interface OpenPacket {
  channel: string;
  head: Buffer;
  tail: Buffer;
}

const encodedOnce = (() => {
  const cache = new Map<string, Buffer>();
  return (value: string | number): Buffer => {
    const key = typeof value + ':' + value;
    let b = cache.get(key);
    if (!b) {
      b = notepack.encode(value);
      if (cache.size < 1000) cache.set(key, b);
    }
    return b;
  };
})();

/** The msgpack map header of `n` entries. */
function mapHeader(n: number): Buffer {
  if (n < 0x10) return Buffer.from([0x80 | n]);
  if (n < 0x10000) return Buffer.from([0xde, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = 0xdf;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The entries of an encoded msgpack map and how many they are. */
function mapEntries(map: Buffer): { n: number; entries: Buffer } {
  const first = map[0];
  if ((first & 0xf0) === 0x80) return { n: first & 0x0f, entries: map.subarray(1) };
  if (first === 0xde) return { n: map.readUInt16BE(1), entries: map.subarray(3) };
  if (first === 0xdf) return { n: map.readUInt32BE(1), entries: map.subarray(5) };
  throw new Error('An event payload must be an object');
}

/**
 * The emitter's message of `event` with `payload` (an object without `seq`) to `room`, the sequence
 * number left open. `channelPrefix` is the emitter's broadcast channel (`<key>#/#`).
 */
export function openPacket(channelPrefix: string, room: string, event: string, payload: object): OpenPacket {
  const { n, entries } = mapEntries(notepack.encode(payload));
  const head = Buffer.concat([
    Buffer.from([0x93]),
    encodedOnce(EMITTER_UID),
    Buffer.from([0x83]),
    encodedOnce('type'),
    encodedOnce(2),
    encodedOnce('data'),
    Buffer.from([0x92]),
    encodedOnce(event),
    mapHeader(n + 1),
    entries,
    encodedOnce('seq'),
    Buffer.from([UINT32]),
  ]);
  const tail = Buffer.concat([encodedOnce('nsp'), encodedOnce('/'), notepack.encode({ rooms: [room], flags: {}, except: [] })]);
  return { channel: `${channelPrefix}${room}#`, head, tail };
}

/** The whole message once the sequence number is known (what the Redis script publishes). */
export function closePacket(p: OpenPacket, seq: number): Buffer {
  const n = Buffer.alloc(4);
  n.writeUInt32BE(seq, 0);
  return Buffer.concat([p.head, n, p.tail]);
}

import zlib from 'node:zlib';

/**
 * The files of a zip archive by name, read with Node's zlib alone (the journeys have no zip
 * package): the end record gives the central directory, each of its entries the file's local
 * header, stored (method 0) or deflated (method 8) data follows. Enough for the small packages
 * the platform makes (no ZIP64, no encryption); anything else throws.
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const END = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const LOCAL = 0x04034b50;
  // The end record is the last 22 bytes, unless a comment (at most 65535 bytes) follows it.
  let end = -1;
  for (let at = archive.length - 22; at >= Math.max(0, archive.length - 22 - 0xffff); at -= 1) {
    if (archive.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive: no end of central directory record');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== CENTRAL) throw new Error(`broken central directory entry at ${at}`);
    const method = archive.readUInt16LE(at + 10);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (archive.readUInt32LE(localAt) !== LOCAL) throw new Error(`broken local header of ${name}`);
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const data = archive.subarray(dataAt, dataAt + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method} not read`);
    const content = method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data);
    if (content.length !== size)
      throw new Error(`${name}: ${content.length} bytes, the directory says ${size}`);
    files.set(name, content);
  }
  return files;
}

/**
 * An image's size read from its header alone, before a byte of it is inflated or decoded: a
 * 120 KB PNG may claim 32000 × 32000 pixels and inflate to gigabytes. Each reader walks the
 * file's structure from the start and stops at the first frame header, so it takes time in
 * proportion to the headers it skips, never to the picture.
 */
export interface ImageMeasure {
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
  /** Bits of one sample (8 or 16 for most photos). */
  bitDepth: number;
  /** Samples per pixel (1 grey … 4 RGBA / CMYK). */
  channels: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour type → samples per pixel. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function measurePng(bytes: Buffer): ImageMeasure | null {
  // The signature, then IHDR first: length 13, type, width, height, depth, colour type.
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const channels = PNG_CHANNELS[bytes[25] as number];
  if (!channels) return null;
  return {
    format: 'png',
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bitDepth: bytes[24] as number,
    channels,
  };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT, JPG or DAC. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function measureJpeg(bytes: Buffer): ImageMeasure | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: restart markers and TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    // The picture data or the end came before any frame header.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 10 > bytes.length) return null;
      return {
        format: 'jpeg',
        bitDepth: bytes[offset + 4] as number,
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
        channels: bytes[offset + 9] as number,
      };
    }
    offset += 2 + length;
  }
  return null;
}

function measureWebp(bytes: Buffer): ImageMeasure | null {
  if (bytes.length < 30) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    // Canvas size, 24 bits each, stored minus one.
    return {
      format: 'webp',
      width: 1 + bytes.readUIntLE(24, 3),
      height: 1 + bytes.readUIntLE(27, 3),
      bitDepth: 8,
      channels: 4,
    };
  }
  if (chunk === 'VP8L') {
    // 14 bits each, minus one, after the 0x2f signature byte.
    const bits = bytes.readUInt32LE(21);
    return {
      format: 'webp',
      width: 1 + (bits & 0x3fff),
      height: 1 + ((bits >> 14) & 0x3fff),
      bitDepth: 8,
      channels: 4,
    };
  }
  if (chunk === 'VP8 ') {
    // The key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return {
      format: 'webp',
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
      bitDepth: 8,
      channels: 3,
    };
  }
  return null;
}

/** The image's format and size from its header; null when the bytes are no PNG, JPEG or WebP header. */
export function measureImage(bytes: Buffer): ImageMeasure | null {
  return measurePng(bytes) ?? measureJpeg(bytes) ?? measureWebp(bytes);
}

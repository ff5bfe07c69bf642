import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * A phone photo made easier to read before recognition: grey, brought down to at most
 * MAX_WIDTH px wide by averaging (which also smooths sensor noise), then a 3×3 median
 * filter against speckles. Answered as a PGM image (which the recogniser reads directly).
 * Null when the bytes are no JPEG or PNG it can decode.
 */
const MAX_WIDTH = 1600;
/** Decoding guard: a 3 MB JPEG may claim any size; more pixels than a 24-megapixel photo is refused. */
const MAX_PIXELS = 24_000_000;

interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

function decode(image: Buffer): { width: number; height: number; data: Uint8Array } | null {
  try {
    if (image[0] === 0xff && image[1] === 0xd8) {
      const decoded = jpeg.decode(image, {
        useTArray: true,
        maxResolutionInMP: MAX_PIXELS / 1e6,
        maxMemoryUsageInMB: 512,
      });
      return { width: decoded.width, height: decoded.height, data: decoded.data };
    }
    const png = PNG.sync.read(image);
    if (png.width * png.height > MAX_PIXELS) return null;
    return { width: png.width, height: png.height, data: png.data };
  } catch {
    return null;
  }
}

function toGrey(rgba: { width: number; height: number; data: Uint8Array }): Grey {
  const { width, height, data } = rgba;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    grey[i] =
      (data[i * 4] as number) * 0.299 +
      (data[i * 4 + 1] as number) * 0.587 +
      (data[i * 4 + 2] as number) * 0.114;
  }
  return { width, height, data: grey };
}

/** Box-average down by an integer factor. */
function shrink(image: Grey, factor: number): Grey {
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += image.data[row + dx] as number;
      }
      data[y * width + x] = sum / area;
    }
  }
  return { width, height, data };
}

function median3(image: Grey): Grey {
  const { width, height, data } = image;
  const out = new Uint8Array(data);
  const window = new Uint8Array(9);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      let k = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        const row = (y + dy) * width + x;
        window[k++] = data[row - 1] as number;
        window[k++] = data[row] as number;
        window[k++] = data[row + 1] as number;
      }
      window.sort();
      out[y * width + x] = window[4] as number;
    }
  }
  return { width, height, data: out };
}

export function prepareForOcr(image: Buffer): Buffer | null {
  const decoded = decode(image);
  if (!decoded) return null;
  const grey = median3(shrink(toGrey(decoded), Math.ceil(decoded.width / MAX_WIDTH)));
  return Buffer.concat([Buffer.from(`P5\n${grey.width} ${grey.height}\n255\n`), Buffer.from(grey.data)]);
}

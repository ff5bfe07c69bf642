import { type Readable, Transform } from 'node:stream';
import {
  COMMUNITY_TEXTS,
  PACKAGE_MAX_ENTRIES,
  PACKAGE_MAX_INFLATED_MB,
  PACKAGE_MAX_MB,
  PACKAGE_UPLOAD,
} from '@portal/shared/community';
import { largestUpload } from '@portal/shared/uploads';
import type { FastifyRequest } from 'fastify';
import type { FileStore, WrittenBytes } from '../files/file-store.ts';
import { AppError } from '../http/errors.ts';
import { randomToken } from '../lib/crypto.ts';

/**
 * A microservice's installation package (spec 002 §7.4 `micro/uploadMs/{x}`): a zip of at most
 * 20 MB, streamed to disk as it arrives (never whole in memory), refused from its first bytes
 * when it is no zip, cut off at the bound, then measured by its central directory (entries and
 * the sizes they declare once inflated) before anything would inflate it. Nothing here inflates
 * it: the file is kept as it came, in the file store's `packages` area, which the backup takes.
 */

export interface StoredPackage {
  /** The stored file's random name. */
  file: string;
  /** The developer's name for it (shown, never used as a path). */
  name: string;
  size: number;
}

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
/** The end record sits in the last 22 bytes plus a comment of at most 65535. */
const EOCD_SEARCH = EOCD_SIZE + 0xffff;
const CENTRAL_HEADER_SIZE = 46;
const MB = 1024 * 1024;

/** A name as the developer's browser sent it, without a path or characters that break a header. */
function shownName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base].filter((char) => char >= ' ' && char !== '"' && char !== '\x7f').join('');
  return cleaned.slice(0, 100) || 'package.zip';
}

class Refused extends Error {
  constructor(readonly answer: AppError) {
    super(answer.message);
  }
}

/** Passes the bytes on, refusing the stream at once when its first four are not a zip's. */
function zipHeaderGate(): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, 4);
        if (head.length >= 4) {
          checked = true;
          if (!head.equals(ZIP_LOCAL_HEADER)) {
            done(new Refused(new AppError(400, COMMUNITY_TEXTS.packageType)));
            return;
          }
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (!checked) done(new Refused(new AppError(400, COMMUNITY_TEXTS.packageType)));
      else done();
    },
  });
}

/**
 * The zip's central directory, read and summed (linear, bounded by the file): how many entries
 * and how many bytes they would take inflated. Refuses a file whose end record or directory is
 * missing or out of place (a truncated zip), or whose declarations pass the bounds.
 */
async function measureZip({ size, read }: WrittenBytes): Promise<void> {
  const broken = () => new Refused(new AppError(400, COMMUNITY_TEXTS.packageBroken));
  {
    const tailSize = Math.min(size, EOCD_SEARCH);
    const tail = await read(size - tailSize, tailSize);
    if (tail.length < tailSize) throw broken();
    let end = -1;
    for (let at = tailSize - EOCD_SIZE; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
        end = at;
        break;
      }
    }
    if (end < 0) throw broken();
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    const endOffset = size - tailSize + end;
    if (entries > PACKAGE_MAX_ENTRIES) {
      throw new Refused(new AppError(400, COMMUNITY_TEXTS.packageTooManyEntries(PACKAGE_MAX_ENTRIES)));
    }
    if (directoryOffset + directorySize > endOffset || directorySize < entries * CENTRAL_HEADER_SIZE) {
      throw broken();
    }
    const directory = await read(directoryOffset, directorySize);
    if (directory.length < directorySize) throw broken();
    let inflated = 0;
    let at = 0;
    for (let index = 0; index < entries; index += 1) {
      if (at + CENTRAL_HEADER_SIZE > directorySize || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
        throw broken();
      }
      inflated += directory.readUInt32LE(at + 24);
      at +=
        CENTRAL_HEADER_SIZE +
        directory.readUInt16LE(at + 28) +
        directory.readUInt16LE(at + 30) +
        directory.readUInt16LE(at + 32);
    }
    if (inflated > PACKAGE_MAX_INFLATED_MB * MB) {
      throw new Refused(new AppError(400, COMMUNITY_TEXTS.packageTooLargeInflated(PACKAGE_MAX_INFLATED_MB)));
    }
  }
}

const TOO_MANY: Record<string, string> = {
  FST_FILES_LIMIT: '上传内容的文件过多',
  FST_FIELDS_LIMIT: '上传内容的字段过多',
  FST_PARTS_LIMIT: '上传内容的部分过多',
};

/** Receives the request's package into the data folder; refuses (and removes) what does not pass. */
export async function receivePackage(request: FastifyRequest, files: FileStore): Promise<StoredPackage> {
  const maxBytes = largestUpload(PACKAGE_UPLOAD);
  if (!request.isMultipart()) throw new AppError(400, COMMUNITY_TEXTS.packageMissing);
  const file = `${randomToken(18)}.zip`;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part || part.fieldname !== PACKAGE_UPLOAD.field)
      throw new AppError(400, COMMUNITY_TEXTS.packageMissing);
    // Refused (and never named) when cut off at the bound or when its zip directory does not pass.
    const size = await files.putStream('packages', file, part.file, {
      through: zipHeaderGate(),
      async inspect(written) {
        if (part.file.truncated) throw new AppError(400, COMMUNITY_TEXTS.packageSize(PACKAGE_MAX_MB));
        await measureZip(written);
      },
    });
    return { file, name: shownName(part.filename ?? ''), size };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Refused) throw error.answer;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(400, COMMUNITY_TEXTS.packageSize(PACKAGE_MAX_MB));
    const tooMany = TOO_MANY[code];
    if (tooMany) throw new AppError(413, tooMany);
    throw new AppError(400, '上传内容格式不正确');
  }
}

/** A stored package's bytes as a stream, or null when its file is gone. */
export async function openPackage(files: FileStore, file: string): Promise<Readable | null> {
  if (!/^[A-Za-z0-9_-]+\.zip$/.test(file)) return null;
  return files.openStream('packages', file);
}

/** Removes a stored package (a replaced one); a missing file is no error. */
export async function removePackage(files: FileStore, file: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]+\.zip$/.test(file)) return;
  await files.remove('packages', [file]);
}

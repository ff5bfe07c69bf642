import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files live: the one interface every domain stores its files
 * through (uploads, order receipts, signing documents), so that several server processes can
 * share them and an object store could take the folder's place here alone. Names are the random
 * names the domains make; the rows that name them are the domains' own.
 */
export interface FileStore {
  /** Stores `content` as `name` in `area`, whole or not at all: a reader never sees half a file. */
  put(area: FileArea, name: string, content: Uint8Array): Promise<void>;
  /**
   * Streams `source` into `name` (never whole in memory), whole or not at all: `through` sees
   * the bytes on their way (and may refuse them by failing), `inspect` reads the written bytes
   * before they are named (and refuses them by throwing). Answers the size.
   */
  putStream(area: FileArea, name: string, source: Readable, checks?: StreamChecks): Promise<number>;
  /** The content of `name` as a stream, or null when there is none. */
  openStream(area: FileArea, name: string): Promise<Readable | null>;
  /** The content of `name` (ENOENT when there is none). */
  read(area: FileArea, name: string): Promise<Buffer>;
  /** Whether `name` is stored. */
  has(area: FileArea, name: string): Promise<boolean>;
  /** The names stored in `area`. */
  list(area: FileArea): Promise<string[]>;
  /** Removes the names that exist; a missing one is no error. */
  remove(area: FileArea, names: readonly string[]): Promise<void>;
  /** Removes what writes cut short (a process killed mid-write) left, once older than `olderThanMs`; how many. */
  removeAbandoned(olderThanMs: number, now?: Date): Promise<number>;
}

export interface StreamChecks {
  through?: Transform;
  inspect?: (written: WrittenBytes) => Promise<void>;
}

/** Bytes written but not yet named: their size, and any part of them. */
export interface WrittenBytes {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

/** The kinds of files, each its own folder (the layout backups and restores keep). */
export const FILE_AREAS = {
  uploads: '',
  receipts: 'receipts',
  signing: 'signing',
  /** Developers' microservice packages (zip). */
  packages: 'packages',
} as const;
export type FileArea = keyof typeof FILE_AREAS;

/** Written here first and renamed into place (same file system, so the rename is atomic). */
const PARTIAL_FOLDER = '.partial';

async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false;
}

/** A folder that every process shares (`<DATA_DIR>/uploads`; NFS or similar across machines). */
export function folderFileStore(root: string): FileStore {
  const folderOf = (area: FileArea) => path.join(root, FILE_AREAS[area]);
  const partial = path.join(root, PARTIAL_FOLDER);
  const ready = new Set<string>();
  const ensure = async (folder: string) => {
    if (ready.has(folder)) return;
    await fs.mkdir(folder, { recursive: true });
    ready.add(folder);
  };
  return {
    async put(area, name, content) {
      await Promise.all([ensure(partial), ensure(folderOf(area))]);
      const temporary = path.join(partial, `${randomUUID()}-${name}`);
      try {
        await fs.writeFile(temporary, content);
        await fs.rename(temporary, path.join(folderOf(area), name));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async putStream(area, name, source, { through, inspect } = {}) {
      await Promise.all([ensure(partial), ensure(folderOf(area))]);
      const temporary = path.join(partial, `${randomUUID()}-${name}`);
      try {
        const file = createWriteStream(temporary, { flags: 'wx' });
        await (through ? pipeline(source, through, file) : pipeline(source, file));
        const { size } = await fs.stat(temporary);
        if (inspect) {
          const handle = await fs.open(temporary, 'r');
          try {
            await inspect({
              size,
              async read(position, length) {
                const buffer = Buffer.alloc(length);
                const { bytesRead } = await handle.read(buffer, 0, length, position);
                return buffer.subarray(0, bytesRead);
              },
            });
          } finally {
            await handle.close();
          }
        }
        await fs.rename(temporary, path.join(folderOf(area), name));
        return size;
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async openStream(area, name) {
      const file = path.join(folderOf(area), name);
      return (await isFile(file)) ? createReadStream(file) : null;
    },
    read(area, name) {
      return fs.readFile(path.join(folderOf(area), name));
    },
    has(area, name) {
      return isFile(path.join(folderOf(area), name));
    },
    async list(area) {
      const entries = await fs.readdir(folderOf(area), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    async remove(area, names) {
      await Promise.all(names.map((name) => fs.rm(path.join(folderOf(area), name), { force: true })));
    },
    async removeAbandoned(olderThanMs, now = new Date()) {
      const names = await fs.readdir(partial).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(partial, name);
        const stat = await fs.stat(file).catch(() => null);
        // A younger one may be a write under way in another process.
        if (!stat || now.getTime() - stat.mtimeMs < olderThanMs) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

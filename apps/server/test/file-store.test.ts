import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileStore, folderFileStore } from '../src/files/file-store.ts';
import { HOUR_MS } from '../src/lib/time.ts';

describe('the folder file store', () => {
  let root: string;
  let files: FileStore;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    files = folderFileStore(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps each area in its own folder, the layout backups copy', async () => {
    await files.put('uploads', 'a.png', Buffer.from('picture'));
    await files.put('receipts', 'b.pdf', Buffer.from('receipt'));
    await files.put('signing', 'c.pdf', Buffer.from('document'));
    expect(fs.readFileSync(path.join(root, 'a.png'), 'utf8')).toBe('picture');
    expect(fs.readFileSync(path.join(root, 'receipts', 'b.pdf'), 'utf8')).toBe('receipt');
    expect(fs.readFileSync(path.join(root, 'signing', 'c.pdf'), 'utf8')).toBe('document');
    expect((await files.read('receipts', 'b.pdf')).toString()).toBe('receipt');
    // An area lists its own files, not another area's folder.
    expect(await files.list('uploads')).toEqual(['a.png']);
    expect(await files.has('signing', 'c.pdf')).toBe(true);
    expect(await files.has('uploads', 'c.pdf')).toBe(false);
  });

  it('removes what exists and takes a missing name as done', async () => {
    await files.put('uploads', 'a.png', Buffer.from('picture'));
    await files.remove('uploads', ['a.png', 'never.png']);
    expect(await files.has('uploads', 'a.png')).toBe(false);
    await expect(files.read('uploads', 'a.png')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('leaves nothing under a name when a write fails, and no partial file behind', async () => {
    // A folder in the way of the area: the rename into place fails.
    fs.writeFileSync(path.join(root, 'receipts'), 'not a folder');
    await expect(files.put('receipts', 'b.pdf', Buffer.from('receipt'))).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, '.partial'))).toEqual([]);
  });

  it('sweeps what a killed process left mid-write once an hour old, never a younger one', async () => {
    await files.put('uploads', 'a.png', Buffer.from('picture'));
    const partial = path.join(root, '.partial');
    fs.writeFileSync(path.join(partial, 'cut-short.png'), 'half');
    fs.writeFileSync(path.join(partial, 'being-written.png'), 'half');
    const old = new Date(Date.now() - 2 * HOUR_MS);
    fs.utimesSync(path.join(partial, 'cut-short.png'), old, old);
    // Not one of the area's files meanwhile.
    expect(await files.list('uploads')).toEqual(['a.png']);
    expect(await files.removeAbandoned(HOUR_MS)).toBe(1);
    expect(fs.readdirSync(partial)).toEqual(['being-written.png']);
    expect(await files.has('uploads', 'a.png')).toBe(true);
  });

  it('streams a file in, names it only once every check passed, and streams it out', async () => {
    const size = await files.putStream(
      'packages',
      'p.zip',
      Readable.from([Buffer.from('PK'), Buffer.from('zip')]),
      {
        inspect: async (written) => {
          expect(written.size).toBe(5);
          expect((await written.read(2, 3)).toString()).toBe('zip');
        },
      },
    );
    expect(size).toBe(5);
    const out = await files.openStream('packages', 'p.zip');
    const chunks: Buffer[] = [];
    for await (const chunk of out ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('PKzip');
    expect(await files.openStream('packages', 'none.zip')).toBeNull();

    // Refused on the way (through) or once written (inspect): nothing named, nothing left.
    const refusing = new Transform({ transform: (_chunk, _encoding, done) => done(new Error('不是压缩包')) });
    await expect(
      files.putStream('packages', 'q.zip', Readable.from([Buffer.from('no')]), { through: refusing }),
    ).rejects.toThrow('不是压缩包');
    await expect(
      files.putStream('packages', 'r.zip', Readable.from([Buffer.from('PK')]), {
        inspect: async () => {
          throw new Error('目录不完整');
        },
      }),
    ).rejects.toThrow('目录不完整');
    expect(await files.list('packages')).toEqual(['p.zip']);
    expect(fs.readdirSync(path.join(root, '.partial'))).toEqual([]);
  });
});

import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, createBackup, type Manifest, restoreBackup } from '../src/backup/backup.ts';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { withTransaction } from '../src/db/transaction.ts';
import { folderFileStore } from '../src/files/file-store.ts';
import { saveUpload } from '../src/files/files.service.ts';

/**
 * `npm run backup` while writes run (issue 25 item 2): the command is run as an operator runs it,
 * in its own process, against a data folder this test keeps writing to (uploads through the
 * app's own service, and two-table transactions); the archive is restored into a fresh folder
 * and checked against its manifest and the source.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DATASOURCE_KEY = randomBytes(32).toString('hex');
// A minimal PNG is enough: saveUpload stores what the route has already checked.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

// The commands run as child processes on the install's Node and its SQLite build: not in .ci/run's
// Node 24 step, which gives only its own process another build (TEST_SQLITE_BINDING).
describe.skipIf(Boolean(process.env.TEST_SQLITE_BINDING))(
  'npm run backup / restore (embedded SQLite)',
  () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
    const dataDir = path.join(work, 'data');
    const backupDir = path.join(work, 'backups');
    let archive = '';
    let manifest: Manifest;
    let before = 0;
    let after = 0;

    beforeAll(async () => {
      const { db } = openDatabase({
        sqliteFile: path.join(dataDir, 'portal.db'),
        // On another Node version than the install's, a build for it (.ci/run's Node 24 run).
        sqliteNativeBinding: process.env.TEST_SQLITE_BINDING,
      });
      try {
        await prepareDatabase(db, { loadDemoContent: false });
        await sql`create table probe_order (id integer primary key, label text not null)`.execute(db);
        await sql`create table probe_line (order_id integer primary key, amount integer not null)`.execute(
          db,
        );
        // The signing certificate the server makes under the data folder (bytes stand in for it).
        fs.mkdirSync(path.join(dataDir, 'signing'), { recursive: true });
        fs.writeFileSync(path.join(dataDir, 'signing/platform.p12'), randomBytes(2048));
        fs.writeFileSync(path.join(dataDir, 'signing/platform.crt'), '-----BEGIN CERTIFICATE-----\n');

        let writing = true;
        let next = 1;
        const write = async () => {
          const id = next++;
          // An order and its line in one transaction: a backup has both or neither.
          await withTransaction(db, async (trx) => {
            await sql`insert into probe_order (id, label) values (${id}, ${`订单 ${id}`})`.execute(trx);
            await new Promise((resolve) => setImmediate(resolve));
            await sql`insert into probe_line (order_id, amount) values (${id}, ${id * 100})`.execute(trx);
          });
          if (id % 5 === 0) {
            await saveUpload(
              db,
              folderFileStore(path.join(dataDir, 'uploads')),
              {
                content: Buffer.concat([PNG, randomBytes(id)]),
                type: 'png',
                mimeType: 'image/png',
                extension: 'png',
              },
              null,
            );
          }
        };
        for (let i = 0; i < 20; i += 1) await write();
        before = 20;
        const writer = (async () => {
          while (writing) {
            await write();
            // Let the backup's own steps in between writes.
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        const result = await npmRun('backup', ['--out', backupDir], { DATA_DIR: dataDir, DATASOURCE_KEY });
        writing = false;
        await writer;
        after = next - 1;
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        expect(result.stdout).toContain('备份完成');
        const names = fs.readdirSync(backupDir);
        expect(names).toHaveLength(1);
        expect(names[0]).toMatch(/^backup-\d{8}T\d{6}Z\.tar\.gz$/);
        archive = path.join(backupDir, names[0] as string);
        const { stdout } = await run('tar', ['-xzOf', archive, 'manifest.json']);
        manifest = JSON.parse(stdout) as Manifest;
      } finally {
        await db.destroy();
      }
    }, 20_000);

    afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

    it('takes a consistent copy while writes run, and restores it whole into a fresh folder', async () => {
      // The writes went on during the backup, and it caught a moment between them.
      const orders = manifest.tables.probe_order ?? 0;
      expect(orders).toBeGreaterThan(before);
      expect(orders).toBeLessThanOrEqual(after);
      expect(manifest.tables.probe_line).toBe(orders);
      expect(manifest.createdAt).toMatch(/Z$/);
      expect(manifest.appVersion).toMatch(/^\d+\.\d+\.\d+/);
      expect(manifest.dataSourceKey).toEqual({
        fingerprint: sha256(Buffer.from(DATASOURCE_KEY, 'hex')),
        source: 'DATASOURCE_KEY',
      });
      const archiveText = fs.readFileSync(archive).toString('latin1');
      expect(archiveText).not.toContain(DATASOURCE_KEY);

      const target = path.join(work, 'restored');
      const restored = await restoreBackup({ archive, dataDir: target });
      expect(restored.manifest).toEqual(manifest);

      const sqlite = new SqliteDatabase(path.join(target, 'portal.db'), { readonly: true });
      try {
        expect(sqlite.prepare('pragma integrity_check').pluck().get()).toBe('ok');
        const tables = sqlite
          .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
          .pluck()
          .all() as string[];
        expect(tables.sort()).toEqual(Object.keys(manifest.tables).sort());
        for (const table of tables) {
          expect(sqlite.prepare(`select count(*) from "${table}"`).pluck().get(), table).toBe(
            manifest.tables[table],
          );
        }
        // No half-written order: every order has its line, with its amount.
        expect(
          sqlite
            .prepare(
              'select count(*) from probe_order o left join probe_line l on l.order_id = o.id where l.amount is not o.id * 100',
            )
            .pluck()
            .get(),
        ).toBe(0);
        // Every upload the restored database names is there, with its size.
        const uploads = sqlite.prepare('select name, size from "uploadedFile"').all() as {
          name: string;
          size: number;
        }[];
        expect(uploads.length).toBeGreaterThan(before / 5);
        for (const upload of uploads) {
          expect(fs.statSync(path.join(target, 'uploads', upload.name)).size).toBe(upload.size);
        }
      } finally {
        sqlite.close();
      }

      // Every file the manifest lists, with its SHA-256; the certificate among them, the key not.
      const listed = manifest.files.map((file) => file.path);
      expect(listed).toContain('data/signing/platform.p12');
      expect(listed).not.toContain('data/datasource.key');
      for (const file of manifest.files) {
        const restoredPath = file.path === 'portal.db' ? 'portal.db' : file.path.replace(/^data\//, '');
        expect(sha256(fs.readFileSync(path.join(target, restoredPath))), file.path).toBe(file.sha256);
      }
      expect(fs.readFileSync(path.join(target, 'signing/platform.p12'))).toEqual(
        fs.readFileSync(path.join(dataDir, 'signing/platform.p12')),
      );
    });

    it('refuses a target that holds a database or anything else, with a non-zero exit', async () => {
      const target = path.join(work, 'occupied');
      fs.mkdirSync(target);
      fs.writeFileSync(path.join(target, 'portal.db'), 'live');
      const refused = await npmRun('restore', [archive, '--data-dir', target], {});
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('已有数据库');
      expect(fs.readFileSync(path.join(target, 'portal.db'), 'utf8')).toBe('live');

      const other = path.join(work, 'not-empty');
      fs.mkdirSync(other);
      fs.writeFileSync(path.join(other, 'notes.txt'), 'x');
      await expect(restoreBackup({ archive, dataDir: other })).rejects.toThrow(/不是空的/);
    });

    it('refuses a tampered archive and writes nothing', async () => {
      const unpacked = path.join(work, 'unpacked');
      fs.mkdirSync(unpacked);
      await run('tar', ['-xzf', archive, '-C', unpacked]);
      const p12 = path.join(unpacked, 'data/signing/platform.p12');
      const bytes = fs.readFileSync(p12);
      bytes[0] = (bytes[0] ?? 0) ^ 0xff;
      fs.writeFileSync(p12, bytes);
      const tampered = path.join(work, 'tampered.tar.gz');
      await run('tar', ['-czf', tampered, '-C', unpacked, '.']);

      const target = path.join(work, 'from-tampered');
      const refusal = restoreBackup({ archive: tampered, dataDir: target });
      await expect(refusal).rejects.toBeInstanceOf(BackupError);
      await expect(refusal).rejects.toThrow(/platform\.p12 的 SHA-256 与清单不符/);
      expect(fs.existsSync(path.join(target, 'portal.db'))).toBe(false);

      // A manifest whose counts were changed to match a changed database fails the count check too.
      const manifestFile = path.join(unpacked, 'manifest.json');
      fs.writeFileSync(p12, fs.readFileSync(path.join(dataDir, 'signing/platform.p12')));
      const changed = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      changed.tables.probe_order = (changed.tables.probe_order ?? 0) + 1;
      fs.writeFileSync(manifestFile, JSON.stringify(changed));
      const recounted = path.join(work, 'recounted.tar.gz');
      await run('tar', ['-czf', recounted, '-C', unpacked, '.']);
      await expect(restoreBackup({ archive: recounted, dataDir: target })).rejects.toThrow(
        /表 probe_order 的行数/,
      );

      // A link in the archive is refused before anything is unpacked.
      const linked = path.join(work, 'linked');
      fs.mkdirSync(linked);
      fs.copyFileSync(path.join(unpacked, 'manifest.json'), path.join(linked, 'manifest.json'));
      fs.symlinkSync('/etc', path.join(linked, 'data'));
      const withLink = path.join(work, 'linked.tar.gz');
      await run('tar', ['-czf', withLink, '-C', linked, 'manifest.json', 'data']);
      await expect(restoreBackup({ archive: withLink, dataDir: target })).rejects.toThrow(/不允许的条目/);
      expect(fs.existsSync(target)).toBe(false);
    });

    it("takes an operator's .p12 kept outside the data folder, and restores it beside the data", async () => {
      const p12 = path.join(work, 'operator.p12');
      fs.writeFileSync(p12, randomBytes(512));
      const out = path.join(work, 'with-p12');
      const { archive: withP12, manifest: taken } = await createBackup({
        dataDir,
        backupDir: out,
        signingP12Path: p12,
      });
      expect(fs.statSync(withP12).mode & 0o777).toBe(0o600);
      expect(taken.externalSigning?.archivePath).toBe('external/signing/operator.p12');
      const restored = await restoreBackup({ archive: withP12, dataDir: path.join(work, 'restored-p12') });
      expect(restored.externalSigningFile).toBe(
        path.join(work, 'restored-p12/restored-signing/operator.p12'),
      );
      expect(fs.readFileSync(restored.externalSigningFile as string)).toEqual(fs.readFileSync(p12));
    });

    it('sends a PostgreSQL deployment to pg_dump', async () => {
      const refusal = createBackup({
        dataDir,
        backupDir,
        databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal',
      });
      await expect(refusal).rejects.toThrow(/pg_dump.*README/);
    });
  },
);

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { DATA_SOURCE_KEY_FILE } from '../datasource/secret-box.ts';
import { ownIdentityFiles } from '../signing/platform-certificate.ts';

/**
 * Backups of an embedded (SQLite) deployment (issue 25 item 2): one dated `.tar.gz` holding a
 * consistent copy of the database (`VACUUM INTO`: one read transaction, so writes running
 * meanwhile are either wholly in it or wholly out, and they are never blocked), every other file
 * of the data folder (uploads, receipts, signed PDFs, the signing certificate: whatever a feature
 * keeps there is in the backup by itself), an operator's .p12 kept outside the folder
 * (SIGNING_P12_PATH), and `manifest.json`: the time (UTC), the app's version, each table's row
 * count, each file's SHA-256 and the data-source key's fingerprint (never the key).
 *
 * Archive layout: `manifest.json`, `portal.db`, `data/<path in the data folder>`,
 * `external/signing/<file name>`.
 */

const run = promisify(execFile);

export const DATABASE_FILE = 'portal.db';
const MANIFEST = 'manifest.json';
/** The database's own files and the development data-source key never go in as they are. */
const NOT_COPIED = new Set([
  DATABASE_FILE,
  `${DATABASE_FILE}-wal`,
  `${DATABASE_FILE}-shm`,
  `${DATABASE_FILE}-journal`,
  DATA_SOURCE_KEY_FILE,
]);

export class BackupError extends Error {}

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  engine: 'sqlite';
  sqliteVersion: string;
  /** Rows of each table of the copied database. */
  tables: Record<string, number>;
  /** Every file of the archive but the manifest, the database included. */
  files: ManifestFile[];
  /** SHA-256 (hex) of the 32-byte data-source key, and where it came from; null when none was found. */
  dataSourceKey: { fingerprint: string; source: 'DATASOURCE_KEY' | 'datasource.key' } | null;
  /** The operator's own .p12 (SIGNING_P12_PATH) when it lives outside the data folder. */
  externalSigning: { archivePath: string; originalPath: string } | null;
}

export interface BackupOptions {
  dataDir: string;
  backupDir: string;
  /** DATABASE_URL: when set (PostgreSQL), this backup does not apply. */
  databaseUrl?: string | undefined;
  /** The decoded DATASOURCE_KEY, when configured. */
  dataSourceKey?: Buffer | undefined;
  signingP12Path?: string | undefined;
  now?: Date;
}

export interface BackupResult {
  archive: string;
  manifest: Manifest;
  /** Things the operator should know (the development key left out, …). */
  notes: string[];
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

function fileSha256(file: string): string {
  return sha256(fs.readFileSync(file));
}

/** `backup-20260127T083000Z.tar.gz` */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `backup-${stamp}.tar.gz`;
}

/** The server's version (apps/server/package.json), found upwards from this module (source or build). */
function appVersion(): string {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  for (let i = 0; i < 6; i += 1) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@portal/server') return pkg.version ?? 'unknown';
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function tableCounts(sqlite: SqliteDatabase.Database): Record<string, number> {
  const names = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = {};
  for (const name of names) {
    counts[name] = Number(
      sqlite
        .prepare(`select count(*) from ${quoted(name)}`)
        .pluck()
        .get(),
    );
  }
  return counts;
}

function integrityOf(sqlite: SqliteDatabase.Database): string {
  const rows = sqlite.prepare('pragma integrity_check').pluck().all() as string[];
  return rows.join('; ');
}

/** Files under `dir` (relative paths, `/`-separated), leaving out `skip` (absolute folders). */
function walk(dir: string, skip: Set<string>, relative = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    const absolute = path.join(dir, rel);
    if (entry.isDirectory()) {
      if (!skip.has(absolute)) files.push(...walk(dir, skip, rel));
    } else if (entry.isFile()) {
      files.push(rel);
    }
  }
  return files;
}

function copyIfThere(from: string, to: string): boolean {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.copyFileSync(from, to);
    return true;
  } catch (error) {
    // Removed meanwhile (the hourly clean-up of unreferenced uploads): not in the backup.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  if (options.databaseUrl) {
    throw new BackupError(
      '已配置 DATABASE_URL（PostgreSQL）：npm run backup 只备份内置的 SQLite 数据库。' +
        'PostgreSQL 请用 pg_dump -Fc 备份数据库，并另外备份数据目录（上传文件与签章证书）、保管好 DATASOURCE_KEY；步骤见 README 的“Backups”一节。',
    );
  }
  const dataDir = path.resolve(options.dataDir);
  const backupDir = path.resolve(options.backupDir);
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) {
    throw new BackupError(
      `数据目录中没有数据库文件：${source}。请用 DATA_DIR 或 --data-dir 指明服务使用的数据目录。`,
    );
  }
  const now = options.now ?? new Date();
  fs.mkdirSync(backupDir, { recursive: true });
  const archive = path.join(backupDir, archiveName(now));
  if (fs.existsSync(archive)) throw new BackupError(`备份文件已存在：${archive}。请稍后再试。`);

  const staging = fs.mkdtempSync(path.join(backupDir, '.backup-'));
  const notes: string[] = [];
  try {
    // 1. The database first: a file its rows name was written before the row, so it is copied below.
    const copy = path.join(staging, DATABASE_FILE);
    const live = new SqliteDatabase(source, { fileMustExist: true });
    let sqliteVersion: string;
    try {
      live.pragma('busy_timeout = 5000');
      live.prepare('vacuum into ?').run(copy);
      sqliteVersion = String(live.prepare('select sqlite_version()').pluck().get());
    } finally {
      live.close();
    }
    const copied = new SqliteDatabase(copy, { readonly: true, fileMustExist: true });
    let tables: Record<string, number>;
    try {
      const integrity = integrityOf(copied);
      if (integrity !== 'ok') throw new BackupError(`数据库副本未通过完整性检查：${integrity}`);
      tables = tableCounts(copied);
    } finally {
      copied.close();
    }

    // 2. Every other file of the data folder (but a backup folder or a restore's temporary one inside it).
    const skip = new Set([backupDir, staging]);
    const dataFiles = walk(dataDir, skip).filter(
      // Nor a write cut short (uploads/.partial: whole files are renamed out of it).
      (rel) =>
        !(
          NOT_COPIED.has(rel) ||
          rel.split('/').some((part) => part.startsWith('.restore-') || part === '.partial')
        ),
    );
    const archived: string[] = [DATABASE_FILE];
    for (const rel of dataFiles) {
      const inArchive = `data/${rel}`;
      if (copyIfThere(path.join(dataDir, rel), path.join(staging, inArchive))) archived.push(inArchive);
    }

    // 3. An operator's .p12 outside the data folder.
    let externalSigning: Manifest['externalSigning'] = null;
    const p12 = options.signingP12Path ? path.resolve(options.signingP12Path) : undefined;
    if (p12 && path.relative(dataDir, p12).startsWith('..')) {
      if (!fs.existsSync(p12)) throw new BackupError(`找不到 SIGNING_P12_PATH 指向的签章证书：${p12}`);
      const inArchive = `external/signing/${path.basename(p12)}`;
      copyIfThere(p12, path.join(staging, inArchive));
      archived.push(inArchive);
      externalSigning = { archivePath: inArchive, originalPath: p12 };
      notes.push('签章证书的口令（SIGNING_P12_PASSPHRASE）不在备份中，请另行保管。');
    } else if (!fs.existsSync(ownIdentityFiles(dataDir).p12)) {
      notes.push('数据目录中还没有平台签章证书（尚未签过章），备份中没有 signing/platform.p12。');
    }

    // 4. The key's fingerprint, never the key.
    let dataSourceKey: Manifest['dataSourceKey'] = null;
    if (options.dataSourceKey) {
      dataSourceKey = { fingerprint: sha256(options.dataSourceKey), source: 'DATASOURCE_KEY' };
    } else {
      const keyFile = path.join(dataDir, DATA_SOURCE_KEY_FILE);
      if (fs.existsSync(keyFile)) {
        const key = Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'base64');
        dataSourceKey = { fingerprint: sha256(key), source: 'datasource.key' };
        notes.push(
          `数据源密钥来自 ${keyFile}（未配置 DATASOURCE_KEY 时自动生成），出于安全考虑没有放入备份：请另行保管该文件，恢复后放回新的数据目录。`,
        );
      } else {
        notes.push('未配置 DATASOURCE_KEY，数据目录中也没有 datasource.key：清单中没有密钥指纹。');
      }
    }

    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      engine: 'sqlite',
      sqliteVersion,
      tables,
      files: archived.map((rel) => {
        const file = path.join(staging, rel);
        return { path: rel, size: fs.statSync(file).size, sha256: fileSha256(file) };
      }),
      dataSourceKey,
      externalSigning,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    // 5. One archive, written under a temporary name and renamed when whole.
    const partial = `${archive}.partial`;
    const members = [MANIFEST, DATABASE_FILE, 'data', 'external'].filter((name) =>
      fs.existsSync(path.join(staging, name)),
    );
    try {
      await run('tar', ['-czf', partial, '-C', staging, ...members]);
    } catch (error) {
      fs.rmSync(partial, { force: true });
      throw new BackupError(`打包备份失败（需要系统的 tar 命令）：${(error as Error).message}`);
    }
    // It holds the signing certificate's private key and every upload: the owner's alone.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, archive);
    return { archive, manifest, notes };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  archive: string;
  dataDir: string;
}

export interface RestoreResult {
  dataDir: string;
  manifest: Manifest;
  /** Where an operator's .p12 (outside the data folder when backed up) was put. */
  externalSigningFile: string | null;
}

/** Files under `dir` as relative paths; refuses anything but folders and plain files (links). */
function extractedFiles(dir: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...extractedFiles(dir, rel));
    else if (entry.isFile()) files.push(rel);
    else throw new BackupError(`备份文件中有不允许的条目（链接或特殊文件）：${rel}，恢复已停止。`);
  }
  return files;
}

/**
 * Restores an archive into a new (absent or empty) data folder, after checking every file's
 * SHA-256 against the manifest and the database's integrity and row counts. Nothing is written
 * to the target until every check passed.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const archive = path.resolve(options.archive);
  const target = path.resolve(options.dataDir);
  if (!fs.existsSync(archive)) throw new BackupError(`找不到备份文件：${archive}`);
  if (fs.existsSync(target)) {
    const present = fs.readdirSync(target);
    if (present.some((name) => name.startsWith(DATABASE_FILE))) {
      throw new BackupError(
        `目标数据目录 ${target} 中已有数据库（${DATABASE_FILE}）：为避免覆盖正在使用的数据库，恢复已停止。请指定一个新的空目录（--data-dir）。`,
      );
    }
    if (present.length > 0) {
      throw new BackupError(
        `目标数据目录 ${target} 不是空的：恢复只写入新的空目录，请另选目录（--data-dir）。`,
      );
    }
  }
  const parent = path.dirname(target);
  fs.mkdirSync(parent, { recursive: true });
  const work = fs.mkdtempSync(path.join(parent, '.restore-'));
  try {
    try {
      // Only plain files and folders, inside the archive's own tree: looked at before anything is unpacked.
      const { stdout: listing } = await run('tar', ['-tvzf', archive], { maxBuffer: 64 * 1024 * 1024 });
      const { stdout: names } = await run('tar', ['-tzf', archive], { maxBuffer: 64 * 1024 * 1024 });
      const odd = listing.split('\n').filter((line) => line !== '' && !/^[-d]/.test(line));
      const outside = names
        .split('\n')
        .filter((name) => name.startsWith('/') || name.split('/').includes('..'));
      if (odd.length > 0 || outside.length > 0) {
        throw new BackupError(
          `备份文件中有不允许的条目（链接、特殊文件或指向目录之外的路径）：${[...odd, ...outside].join('、')}，恢复已停止。`,
        );
      }
      await run('tar', ['-xzf', archive, '-C', work, '--no-same-owner', '--no-same-permissions']);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`无法解开备份文件（文件损坏或不是本系统的备份）：${(error as Error).message}`);
    }
    const manifestFile = path.join(work, MANIFEST);
    if (!fs.existsSync(manifestFile))
      throw new BackupError('备份文件中没有 manifest.json，不是本系统的备份。');
    let manifest: Manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    } catch {
      throw new BackupError('备份中的 manifest.json 无法读取（文件已损坏）。');
    }
    if (manifest.format !== 1 || !Array.isArray(manifest.files)) {
      throw new BackupError('备份中的 manifest.json 格式不认识，请用同一版本的程序恢复。');
    }

    // Every file listed, none more, each with its SHA-256.
    const listed = new Map(manifest.files.map((file) => [file.path, file]));
    const found = extractedFiles(work).filter((rel) => rel !== MANIFEST);
    const extra = found.filter((rel) => !listed.has(rel));
    if (extra.length > 0)
      throw new BackupError(`备份中有清单未列出的文件：${extra.join('、')}，恢复已停止。`);
    for (const file of manifest.files) {
      const extracted = path.join(work, file.path);
      if (!found.includes(file.path)) throw new BackupError(`备份中缺少文件：${file.path}，恢复已停止。`);
      if (fileSha256(extracted) !== file.sha256) {
        throw new BackupError(`文件 ${file.path} 的 SHA-256 与清单不符（备份已损坏或被改动），恢复已停止。`);
      }
    }
    if (!listed.has(DATABASE_FILE)) throw new BackupError('备份中没有数据库文件，恢复已停止。');

    // The database: whole, and holding the rows the manifest counted.
    const sqlite = new SqliteDatabase(path.join(work, DATABASE_FILE), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      const integrity = integrityOf(sqlite);
      if (integrity !== 'ok')
        throw new BackupError(`数据库未通过完整性检查（integrity_check）：${integrity}`);
      const counts = tableCounts(sqlite);
      const names = new Set([...Object.keys(counts), ...Object.keys(manifest.tables)]);
      for (const name of names) {
        if (counts[name] !== manifest.tables[name]) {
          throw new BackupError(
            `表 ${name} 的行数（${counts[name] ?? '无此表'}）与清单（${manifest.tables[name] ?? '无此表'}）不符，恢复已停止。`,
          );
        }
      }
    } finally {
      sqlite.close();
    }

    // All checked: move into place.
    fs.mkdirSync(target, { recursive: true });
    const data = path.join(work, 'data');
    if (fs.existsSync(data)) {
      for (const name of fs.readdirSync(data)) fs.renameSync(path.join(data, name), path.join(target, name));
    }
    let externalSigningFile: string | null = null;
    if (manifest.externalSigning) {
      externalSigningFile = path.join(
        target,
        'restored-signing',
        path.basename(manifest.externalSigning.archivePath),
      );
      fs.mkdirSync(path.dirname(externalSigningFile), { recursive: true });
      fs.renameSync(path.join(work, manifest.externalSigning.archivePath), externalSigningFile);
    }
    // The database last: a folder with its database is a finished restore.
    fs.renameSync(path.join(work, DATABASE_FILE), path.join(target, DATABASE_FILE));
    return { dataDir: target, manifest, externalSigningFile };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

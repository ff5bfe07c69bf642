import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataSourceKeyOf } from '../config.ts';
import { BackupError, createBackup, restoreBackup, sha256 } from './backup.ts';

/**
 * `npm run backup [-- --out DIR] [--data-dir DIR]` and `npm run restore -- ARCHIVE [--data-dir DIR]`
 * (run from the repository's root by npm, as `npm start` is: DATA_DIR and BACKUP_DIR relative to it).
 */

const USAGE = [
  '用法：',
  '  npm run backup [-- --out 备份目录] [--data-dir 数据目录]    （默认：BACKUP_DIR 或 ./backups；DATA_DIR 或 ./data）',
  '  npm run restore -- 备份文件.tar.gz [--data-dir 新的空数据目录]',
].join('\n');

const env = (name: string) => (process.env[name] === '' ? undefined : process.env[name]);

function configuredKey(): Buffer | undefined {
  const text = env('DATASOURCE_KEY')?.trim();
  if (!text) return undefined;
  const key = dataSourceKeyOf(text);
  if (!key) {
    throw new BackupError(
      'DATASOURCE_KEY 必须是 32 字节的密钥：64 位十六进制，或 base64（如 openssl rand -base64 32 的输出）',
    );
  }
  return key;
}

async function backup(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const result = await createBackup({
    dataDir: path.resolve(values['data-dir'] ?? env('DATA_DIR') ?? './data'),
    backupDir: path.resolve(values.out ?? env('BACKUP_DIR') ?? './backups'),
    databaseUrl: env('DATABASE_URL'),
    dataSourceKey: configuredKey(),
    signingP12Path: env('SIGNING_P12_PATH'),
  });
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(`备份完成：${result.archive}`);
  console.log(
    `  时间（UTC）${manifest.createdAt}，版本 ${manifest.appVersion}，${Object.keys(manifest.tables).length} 张表共 ${rows} 行，${manifest.files.length} 个文件`,
  );
  if (manifest.dataSourceKey)
    console.log(`  数据源密钥指纹（SHA-256）：${manifest.dataSourceKey.fingerprint}`);
  for (const note of result.notes) console.log(`  注意：${note}`);
}

async function restore(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' } },
  });
  const archive = positionals[0];
  if (!archive || positionals.length > 1) throw new BackupError(`请给出一个备份文件。\n${USAGE}`);
  const result = await restoreBackup({
    archive,
    dataDir: path.resolve(values['data-dir'] ?? env('DATA_DIR') ?? './data'),
  });
  const { manifest } = result;
  console.log(`恢复完成：${result.dataDir}`);
  console.log(
    `  备份时间（UTC）${manifest.createdAt}，版本 ${manifest.appVersion}；${manifest.files.length} 个文件的 SHA-256 与清单一致，数据库通过完整性检查，各表行数与清单一致`,
  );
  if (manifest.dataSourceKey) {
    console.log(`  备份时的数据源密钥指纹（SHA-256）：${manifest.dataSourceKey.fingerprint}`);
    const key = configuredKey();
    if (key) {
      console.log(
        sha256(key) === manifest.dataSourceKey.fingerprint
          ? '  当前配置的 DATASOURCE_KEY 与备份时的一致。'
          : '  警告：当前配置的 DATASOURCE_KEY 与备份时的不同，已保存的数据源密码将无法解开；请配置备份时的密钥。',
      );
    } else {
      console.log(
        manifest.dataSourceKey.source === 'datasource.key'
          ? '  备份时密钥来自数据目录的 datasource.key（未放入备份）：请把原来的 datasource.key 放回新的数据目录。'
          : '  请给服务配置备份时的 DATASOURCE_KEY（其 SHA-256 应等于上面的指纹），否则已保存的数据源密码无法解开。',
      );
    }
  }
  if (result.externalSigningFile) {
    console.log(
      `  签章证书已放在 ${result.externalSigningFile}：请把 SIGNING_P12_PATH 指向它（口令 SIGNING_P12_PASSPHRASE 不变）。`,
    );
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(rest);
  else if (command === 'restore') await restore(rest);
  else throw new BackupError(USAGE);
} catch (error) {
  if (error instanceof BackupError) {
    console.error(`${command === 'restore' ? '恢复' : '备份'}失败：${error.message}`);
  } else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`参数有误：${(error as Error).message}\n${USAGE}`);
  } else {
    console.error(`${command === 'restore' ? '恢复' : '备份'}失败：`, error);
  }
  process.exitCode = 1;
}

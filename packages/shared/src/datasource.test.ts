import { describe, expect, it } from 'vitest';
import {
  buildJdbcUrl,
  DATA_SOURCE_TEXTS,
  needsDatabaseName,
  zConnectionTest,
  zDatabaseName,
  zDataSourceForm,
} from './datasource.ts';
import { RULE_MESSAGES } from './validation.ts';

const at = { dbHost: 'db.example.com', dbPort: 5432, dbName: 'cold_chain' };

describe('the JDBC address of a data source', () => {
  it('is built per type from host, port and database', () => {
    expect(buildJdbcUrl({ ...at, dbType: 'MySQL', dbPort: 3306 })).toBe(
      'jdbc:mysql://db.example.com:3306/cold_chain',
    );
    expect(buildJdbcUrl({ ...at, dbType: 'PostgreSQL' })).toBe(
      'jdbc:postgresql://db.example.com:5432/cold_chain',
    );
    expect(buildJdbcUrl({ ...at, dbType: 'SQL Server', dbPort: 1433 })).toBe(
      'jdbc:sqlserver://db.example.com:1433;databaseName=cold_chain',
    );
    expect(buildJdbcUrl({ ...at, dbType: 'KingbaseES', dbPort: 54321 })).toBe(
      'jdbc:kingbase8://db.example.com:54321/cold_chain',
    );
  });

  it('leaves the database name out for Oracle and DM8, and names DM8 schema when given', () => {
    expect(buildJdbcUrl({ ...at, dbType: 'Oracle', dbPort: 1521 })).toBe(
      'jdbc:oracle:thin:@//db.example.com:1521',
    );
    expect(buildJdbcUrl({ ...at, dbType: 'DM8', dbPort: 5236 })).toBe('jdbc:dm://db.example.com:5236');
    expect(buildJdbcUrl({ ...at, dbType: 'DM8', dbPort: 5236, dbSchema: 'SYSDBA' })).toBe(
      'jdbc:dm://db.example.com:5236?schema=SYSDBA',
    );
  });

  it('puts an IPv6 host in brackets, trims, and is empty without host or port', () => {
    expect(buildJdbcUrl({ dbType: 'PostgreSQL', dbHost: ' ::1 ', dbPort: '5432', dbName: 'test' })).toBe(
      'jdbc:postgresql://[::1]:5432/test',
    );
    expect(buildJdbcUrl({ dbType: 'MySQL', dbHost: '', dbPort: 3306 })).toBe('');
    expect(buildJdbcUrl({ dbType: 'MySQL', dbHost: 'h', dbPort: '' })).toBe('');
  });
});

describe('the database-name rule', () => {
  const message = (value: string) => zDatabaseName.safeParse(value).error?.issues[0]?.message;

  it('takes 2-100 letters, digits, - and _, not starting or ending with - or _', () => {
    for (const good of ['ab', 'cold_chain', 'db-01', 'A1', 'x'.repeat(100)])
      expect(message(good)).toBeUndefined();
    expect(message('')).toBe(DATA_SOURCE_TEXTS.databaseNameRequired);
    expect(message('a')).toBe(DATA_SOURCE_TEXTS.databaseNameLength);
    expect(message('x'.repeat(101))).toBe(DATA_SOURCE_TEXTS.databaseNameLength);
    for (const bad of ['_db', 'db_', '-db', 'db-', 'db name', '数据库', 'db.x'])
      expect(message(bad)).toBe(RULE_MESSAGES.databaseName);
  });

  it('is asked only for the types that have a database name', () => {
    expect(needsDatabaseName('MySQL')).toBe(true);
    expect(needsDatabaseName('SQL Server')).toBe(true);
    expect(needsDatabaseName('Oracle')).toBe(false);
    expect(needsDatabaseName('DM8')).toBe(false);
    const form = { dbHost: 'h', dbPort: 1, dbUsername: 'u', isPublish: 0 as const };
    expect(zDataSourceForm.safeParse({ ...form, dbType: 'Oracle' }).success).toBe(true);
    expect(zDataSourceForm.safeParse({ ...form, dbType: 'DM8' }).success).toBe(true);
    const refused = zDataSourceForm.safeParse({ ...form, dbType: 'PostgreSQL' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['dbName'],
      message: DATA_SOURCE_TEXTS.databaseNameRequired,
    });
    expect(zConnectionTest.safeParse({ ...form, dbType: 'MySQL', dbName: '_x' }).success).toBe(false);
  });
});

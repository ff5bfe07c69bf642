import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHeavyWork } from '../heavy/heavy-work.ts';
import { makeSelfSigned } from './identity-work.ts';
import { ownIdentityFiles, platformIdentities } from './platform-certificate.ts';

const heavy = createHeavyWork({ threads: 1 });
const folders: string[] = [];
const freshFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-signing-'));
  folders.push(folder);
  return folder;
};

afterAll(async () => {
  await heavy.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const fingerprintOf = (pem: string) =>
  new X509Certificate(pem).fingerprint256.replace(/:/g, '').toLowerCase();

describe('the platform signing identity', () => {
  it('is made once under the data folder, at the first signing, and kept for the next process', async () => {
    const dataDir = freshFolder();
    const first = platformIdentities(dataDir, heavy);
    // Nothing signed yet: no certificate to check against, and none made by asking.
    expect(await first.certificate()).toBeNull();
    expect(fs.existsSync(ownIdentityFiles(dataDir).p12)).toBe(false);

    const made = await first.identity();
    const files = ownIdentityFiles(dataDir);
    expect(fs.readFileSync(files.p12).equals(made.p12)).toBe(true);
    expect(made.fingerprint).toBe(fingerprintOf(fs.readFileSync(files.certificate, 'utf8')));
    expect(made.subject).toContain('CN=Industrial Internet Portal Signing');
    expect((await first.certificate())?.fingerprint).toBe(made.fingerprint);

    // Another process on the same folder signs and checks with the same certificate.
    const second = platformIdentities(dataDir, heavy);
    expect((await second.certificate())?.fingerprint).toBe(made.fingerprint);
    expect((await second.identity()).fingerprint).toBe(made.fingerprint);
  }, 60_000);

  it('uses the .p12 the configuration names, opened with its passphrase', async () => {
    const folder = freshFolder();
    const supplied = makeSelfSigned('operator-secret');
    const file = path.join(folder, 'operator.p12');
    fs.writeFileSync(file, supplied.p12);
    const identities = platformIdentities(freshFolder(), heavy, {
      p12Path: file,
      passphrase: 'operator-secret',
    });
    const identity = await identities.identity();
    expect(identity.fingerprint).toBe(fingerprintOf(supplied.certificatePem));
    expect(identity.passphrase).toBe('operator-secret');
    expect((await identities.certificate())?.fingerprint).toBe(identity.fingerprint);
  }, 60_000);
});

import { X509Certificate } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { HeavyWork } from '../heavy/heavy-work.ts';

/**
 * The platform's signing identity: a certificate and its private key in a PKCS#12 file (.p12).
 * Supplied by configuration (SIGNING_P12_PATH, SIGNING_P12_PASSPHRASE), or else made at the first
 * signing, self-signed, and kept under the data folder (`<dataDir>/signing/platform.p12`, with its
 * certificate beside it as `platform.crt`), so every process on that folder signs with the same
 * one. Making and opening a .p12 run in the worker pool.
 */
export interface PlatformCertificate {
  /** SHA-256 of the certificate (hex, lower case): a signature is ours when its certificate has it. */
  fingerprint: string;
  subject: string;
}

export interface PlatformIdentity extends PlatformCertificate {
  p12: Buffer;
  passphrase: string;
}

export interface IdentityOptions {
  /** A .p12 of the operator's; when absent, the data folder's own is used (made at the first signing). */
  p12Path?: string | undefined;
  passphrase?: string | undefined;
}

export interface PlatformIdentities {
  /** The identity to sign with, made first when the data folder has none. */
  identity(): Promise<PlatformIdentity>;
  /** The certificate signatures are checked against; null while none was ever made (nothing was signed here). */
  certificate(): Promise<PlatformCertificate | null>;
}

/** The data folder's own .p12 has this passphrase: its protection is the folder's. */
const OWN_PASSPHRASE = 'portal-signing';

export function ownIdentityFiles(dataDir: string) {
  const folder = path.join(dataDir, 'signing');
  return { folder, p12: path.join(folder, 'platform.p12'), certificate: path.join(folder, 'platform.crt') };
}

function describe(pem: string): PlatformCertificate {
  const x509 = new X509Certificate(pem);
  return {
    fingerprint: x509.fingerprint256.replace(/:/g, '').toLowerCase(),
    subject: x509.subject.replace(/\n/g, ', '),
  };
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Loads the identity once per process (the first signing or check asks for it). */
export function platformIdentities(
  dataDir: string,
  heavy: HeavyWork,
  options: IdentityOptions = {},
): PlatformIdentities {
  const files = ownIdentityFiles(dataDir);
  const configured = options.p12Path;
  const passphrase = configured ? (options.passphrase ?? '') : OWN_PASSPHRASE;

  const open = async (p12: Buffer, knownPem: Buffer | null): Promise<PlatformIdentity> => {
    const pem =
      knownPem?.toString('utf8') ?? (await heavy.run('readSigningCertificate', { p12, passphrase }));
    return { p12, passphrase, ...describe(pem) };
  };

  /** The existing identity, or null when the data folder has none yet. */
  let existing: Promise<PlatformIdentity | null> | null = null;
  const load = () => {
    existing ??= (async () => {
      if (configured) return open(await fs.readFile(configured), null);
      const p12 = await readIfThere(files.p12);
      return p12 ? open(p12, await readIfThere(files.certificate)) : null;
    })().catch((error: unknown) => {
      existing = null;
      throw error;
    });
    return existing;
  };

  let made: Promise<PlatformIdentity> | null = null;
  const make = () => {
    made ??= (async () => {
      const fresh = await heavy.run('makeSigningIdentity', { passphrase }, { timeoutMs: 30_000 });
      await fs.mkdir(files.folder, { recursive: true });
      try {
        // Another process may make its own at the same moment: the first .p12 written wins.
        await fs.writeFile(files.p12, fresh.p12, { flag: 'wx', mode: 0o600 });
        await fs.writeFile(files.certificate, fresh.certificatePem);
        return { p12: Buffer.from(fresh.p12), passphrase, ...describe(fresh.certificatePem) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return open(await fs.readFile(files.p12), null);
      }
    })().catch((error: unknown) => {
      made = null;
      throw error;
    });
    return made;
  };

  return {
    async identity() {
      const found = await load();
      if (found) return found;
      const identity = await make();
      existing = Promise.resolve(identity);
      return identity;
    },
    async certificate() {
      const found = await load();
      if (found) return found;
      // Nothing on disk when this process last looked; one made since (here or by another process) counts.
      existing = null;
      return made ? made : load();
    },
  };
}

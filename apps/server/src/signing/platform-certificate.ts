import { generateKeyPair, X509Certificate } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

/**
 * The platform's signing identity: a certificate and its private key in a PKCS#12 file (.p12).
 * Supplied by configuration (SIGNING_P12_PATH, SIGNING_P12_PASSPHRASE), or else made once at
 * first use, self-signed, and kept under the data folder (`<dataDir>/signing/platform.p12`), so
 * every process on that folder signs with the same one.
 */
export interface PlatformIdentity {
  p12: Buffer;
  passphrase: string;
  /** SHA-256 of the certificate (hex, lower case): a signature is ours when its certificate has it. */
  fingerprint: string;
  subject: string;
}

export interface IdentityOptions {
  /** A .p12 of the operator's; when absent, the data folder's own is used (made on first use). */
  p12Path?: string | undefined;
  passphrase?: string | undefined;
}

/** The self-signed certificate's lifetime. */
const VALID_YEARS = 20;
/** The data folder's own .p12 has this passphrase: its protection is the folder's. */
const OWN_PASSPHRASE = 'portal-signing';

export function ownP12Path(dataDir: string): string {
  return path.join(dataDir, 'signing', 'platform.p12');
}

async function makeSelfSigned(passphrase: string): Promise<Buffer> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime());
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);
  const subject = [
    { name: 'commonName', value: 'Industrial Internet Portal Signing' },
    { name: 'organizationName', value: 'Industrial Internet Portal' },
    { name: 'countryName', value: 'CN' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, {
    algorithm: '3des',
    friendlyName: 'portal-signing',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** The certificate inside a .p12 (its fingerprint and subject); throws when it does not open. */
function certificateOf(p12: Buffer, passphrase: string): { fingerprint: string; subject: string } {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const store = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
  const bags = store.getBags({ bagType: forge.pki.oids.certBag as string })[forge.pki.oids.certBag as string];
  const certificate = bags?.[0]?.cert;
  if (!certificate) throw new Error('签名证书文件中没有证书');
  const x509 = new X509Certificate(forge.pki.certificateToPem(certificate));
  return {
    fingerprint: x509.fingerprint256.replace(/:/g, '').toLowerCase(),
    subject: x509.subject.replace(/\n/g, ', '),
  };
}

async function readOrMake(file: string, passphrase: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = await makeSelfSigned(passphrase);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Another process may make its own at the same moment: the first file written wins.
  try {
    await fs.writeFile(file, made, { flag: 'wx', mode: 0o600 });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFile(file);
    throw error;
  }
}

/** Loads the identity once per process (the first signing or verifying asks for it). */
export function platformIdentity(
  dataDir: string,
  options: IdentityOptions = {},
): () => Promise<PlatformIdentity> {
  let loading: Promise<PlatformIdentity> | null = null;
  return () => {
    loading ??= (async () => {
      const passphrase = options.p12Path ? (options.passphrase ?? '') : OWN_PASSPHRASE;
      const p12 = options.p12Path
        ? await fs.readFile(options.p12Path)
        : await readOrMake(ownP12Path(dataDir), passphrase);
      return { p12, passphrase, ...certificateOf(p12, passphrase) };
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * Making and opening the platform's signing identity (a .p12), run only in the worker pool: the
 * key pair, the self-signed certificate and the PKCS#12 encryption are seconds of pure-JavaScript
 * work on a slow core.
 */

/** The self-signed certificate's lifetime. */
const VALID_YEARS = 20;

/** A new RSA key and self-signed certificate in a .p12 under `passphrase`, and the certificate (PEM). */
export function makeSelfSigned(passphrase: string): { p12: Uint8Array; certificatePem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
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
  return {
    p12: new Uint8Array(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary')),
    certificatePem: forge.pki.certificateToPem(certificate),
  };
}

/** The certificate (PEM) inside a .p12; throws when it does not open with the passphrase. */
export function certificateOfP12(p12: Uint8Array, passphrase: string): string {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
  const store = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
  const bagType = forge.pki.oids.certBag as string;
  const certificate = store.getBags({ bagType })[bagType]?.[0]?.cert;
  if (!certificate) throw new Error('the .p12 holds no certificate');
  return forge.pki.certificateToPem(certificate);
}

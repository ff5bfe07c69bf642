import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/**
 * Reads a PDF's last signature and checks it (run in the worker pool): the byte ranges it covers,
 * the SHA-256 of those bytes against the digest the PKCS#7 signed attributes vouch for, the
 * signature over those attributes against the certificate inside, and whether the ranges cover
 * the whole file (bytes added after signing are a change too). Bounded scans only: the last
 * `/ByteRange` is found by one backward search, its numbers in the 200 bytes after it.
 */
export interface SignatureCheck {
  /** A signature dictionary with a readable PKCS#7 was found. */
  found: boolean;
  /** The signed ranges are the whole file but the signature's own place. */
  coversWhole: boolean;
  /** The bytes' SHA-256 is the one the signature vouches for. */
  digestMatches: boolean;
  /** The signature over the signed attributes verifies with the certificate's key. */
  signatureValid: boolean;
  /** The SHA-256 (hex) the signature vouches for, whatever the bytes are now. */
  claimedDigest: string | null;
  /** The signing certificate's SHA-256 fingerprint (hex, lower case) and subject. */
  fingerprint: string | null;
  subject: string | null;
  signingTime: string | null;
}

const NONE: SignatureCheck = {
  found: false,
  coversWhole: false,
  digestMatches: false,
  signatureValid: false,
  claimedDigest: null,
  fingerprint: null,
  subject: null,
  signingTime: null,
};

const OID_MESSAGE_DIGEST = forge.pki.oids.messageDigest as string;
const OID_SIGNING_TIME = forge.pki.oids.signingTime as string;
const OID_SHA256 = forge.pki.oids.sha256 as string;

export function checkPdfSignature(content: Buffer): SignatureCheck {
  const at = content.lastIndexOf('/ByteRange', undefined, 'latin1');
  if (at === -1) return NONE;
  const head = content.subarray(at, at + 200).toString('latin1');
  const match = /^\/ByteRange\s*\[\s*(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s*\]/.exec(head);
  if (!match) return NONE;
  const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || b <= 0 || c <= b + 1 || c + d > content.length) return NONE;
  if (content[b] !== 0x3c || content[c - 1] !== 0x3e) return NONE;
  const hex = content.subarray(b + 1, c - 1).toString('latin1');
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0) return NONE;

  let parsed: ReturnType<typeof readPkcs7>;
  try {
    parsed = readPkcs7(Buffer.from(hex, 'hex'));
  } catch {
    return NONE;
  }
  if (!parsed) return NONE;

  const digest = createHash('sha256')
    .update(content.subarray(a, a + b))
    .update(content.subarray(c, c + d))
    .digest('hex');
  return {
    found: true,
    coversWhole: c + d === content.length,
    digestMatches: parsed.claimedDigest !== null && parsed.claimedDigest === digest,
    signatureValid: parsed.signatureValid,
    claimedDigest: parsed.claimedDigest,
    fingerprint: parsed.fingerprint,
    subject: parsed.subject,
    signingTime: parsed.signingTime,
  };
}

function readPkcs7(der: Buffer) {
  // The placeholder is padded with zeros after the DER: those bytes are left unread.
  const fromDer = forge.asn1.fromDer as unknown as (
    bytes: forge.util.ByteBuffer,
    options: object,
  ) => forge.asn1.Asn1;
  const asn1 = fromDer(forge.util.createBuffer(der.toString('binary')), { parseAllBytes: false });
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos?: forge.asn1.Asn1[] };
  };
  const signerInfo = message.rawCapture.signerInfos?.[0];
  const certificate = message.certificates[0];
  if (!signerInfo || !certificate || !Array.isArray(signerInfo.value)) return null;
  const parts = signerInfo.value as forge.asn1.Asn1[];
  const algorithm = Array.isArray(parts[2]?.value) ? parts[2].value[0] : undefined;
  if (!algorithm || typeof algorithm.value !== 'string') return null;
  const digestAlgorithm = forge.asn1.derToOid(algorithm.value);
  const attributes = parts.find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0 && part.constructed,
  );
  const signature = [...parts]
    .reverse()
    .find(
      (part) => part.tagClass === forge.asn1.Class.UNIVERSAL && part.type === forge.asn1.Type.OCTETSTRING,
    );
  if (!attributes || !signature || digestAlgorithm !== OID_SHA256) return null;

  let claimedDigest: string | null = null;
  let signingTime: string | null = null;
  for (const attribute of attributes.value as forge.asn1.Asn1[]) {
    const [oid, values] = attribute.value as forge.asn1.Asn1[];
    if (!oid || !values) continue;
    const type = forge.asn1.derToOid(oid.value as string);
    const first = (values.value as forge.asn1.Asn1[])[0];
    if (!first) continue;
    if (type === OID_MESSAGE_DIGEST) claimedDigest = forge.util.bytesToHex(first.value as string);
    if (type === OID_SIGNING_TIME) {
      const time =
        first.type === forge.asn1.Type.UTCTIME
          ? forge.asn1.utcTimeToDate(first.value as string)
          : forge.asn1.generalizedTimeToDate(first.value as string);
      signingTime = time.toISOString();
    }
  }

  // The signature is over the attributes DER-encoded as a SET (their [0] tag replaced).
  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes.value as forge.asn1.Asn1[],
  );
  const signedBytes = Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary');
  const x509 = new X509Certificate(forge.pki.certificateToPem(certificate));
  let signatureValid = false;
  try {
    signatureValid = verifySignature(
      'sha256',
      signedBytes,
      x509.publicKey,
      Buffer.from(signature.value as string, 'binary'),
    );
  } catch {
    signatureValid = false;
  }
  return {
    claimedDigest,
    signingTime,
    signatureValid,
    fingerprint: x509.fingerprint256.replace(/:/g, '').toLowerCase(),
    subject: x509.subject.replace(/\n/g, ', '),
  };
}

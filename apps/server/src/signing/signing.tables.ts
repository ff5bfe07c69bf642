import type { Generated } from 'kysely';

export interface SigningDocumentTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** 0 uploaded, awaiting its seals; 1 signed (SIGNING_STATES). */
  state: Generated<0 | 1>;
  originalFile: string;
  originalSha256: string;
  originalSize: number;
  pageCount: number;
  /** JSON: `[{ width, height }]` in points. */
  pageSizes: string;
  resultFile: string | null;
  resultSha256: string | null;
  resultSize: number | null;
  /** The SHA-256 of the signed byte ranges, as the signature's messageDigest says. */
  signedDigest: string | null;
  layout: 'original' | 'a4' | null;
  /** JSON: `[{ kind, page, left, top, width, height }]` as placed. */
  stamps: string | null;
  crossSeal: Generated<number>;
  signerName: Generated<string>;
  signerAccount: Generated<string>;
  signerAddress: Generated<string>;
  signedAt: string | null;
  createTime: string;
}

export interface SigningImageTable {
  id: Generated<number>;
  userId: number;
  file: string;
  mimeType: string;
  width: number;
  height: number;
  size: number;
  createTime: string;
}

/** A draft's page drawn by the browser for the A4 output (one a page). */
export interface SigningPagePictureTable {
  id: Generated<number>;
  documentId: number;
  userId: number;
  /** 1-based. */
  page: number;
  file: string;
  width: number;
  height: number;
  size: number;
  createTime: string;
}

export interface SigningTables {
  signingDocument: SigningDocumentTable;
  signingImage: SigningImageTable;
  signingPagePicture: SigningPagePictureTable;
}

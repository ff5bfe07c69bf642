import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, paginate } from '../db/sql.ts';
import type { SigningDocumentTable, SigningImageTable, SigningPagePictureTable } from './signing.tables.ts';

/** Whose documents a caller reads: an operator everyone's (null), anyone else their own. */
export type Owner = number | null;

export async function insertDocument(db: Db, row: Insertable<SigningDocumentTable>): Promise<number> {
  const inserted = await db
    .insertInto('signingDocument')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findDocument(db: Db, id: number, owner: Owner) {
  let query = db.selectFrom('signingDocument').selectAll().where('id', '=', id);
  if (owner !== null) query = query.where('userId', '=', owner);
  return query.executeTakeFirst();
}

/** Marks a draft signed; false when it was signed meanwhile (two saves at once). */
export async function markSigned(
  db: Db,
  id: number,
  values: Updateable<SigningDocumentTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('signingDocument')
    .set({ ...values, state: 1 })
    .where('id', '=', id)
    .where('state', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function pageSignedDocuments(
  db: Db,
  owner: Owner,
  query: { currentPage: number; pageSize: number; keyword?: string | undefined },
) {
  let select = db.selectFrom('signingDocument').where('state', '=', 1);
  if (owner !== null) select = select.where('userId', '=', owner);
  if (query.keyword) {
    const keyword = query.keyword;
    select = select.where(containsText('name', keyword));
  }
  return paginate(select.selectAll().orderBy('id', 'desc'), query);
}

/** The signed document whose signature vouches for this digest (its signed bytes' SHA-256). */
export function findBySignedDigest(db: Db, digest: string) {
  return db
    .selectFrom('signingDocument')
    .select(['id', 'name', 'signerName', 'signedAt', 'resultSha256'])
    .where('signedDigest', '=', digest)
    .where('state', '=', 1)
    .executeTakeFirst();
}

export async function insertImage(db: Db, row: Insertable<SigningImageTable>): Promise<number> {
  const inserted = await db.insertInto('signingImage').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function findImages(db: Db, ids: number[], userId: number) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('signingImage')
    .selectAll()
    .where('id', 'in', ids)
    .where('userId', '=', userId)
    .execute();
}

/**
 * Keeps a page's picture, replacing the page's earlier one: answers the replaced file (to remove)
 * and how many of the document's pages now have a picture.
 */
export async function savePagePicture(
  db: Db,
  row: Insertable<SigningPagePictureTable>,
): Promise<{ replaced: string | null; uploaded: number }> {
  const earlier = await db
    .deleteFrom('signingPagePicture')
    .where('documentId', '=', row.documentId)
    .where('page', '=', row.page)
    .returning('file')
    .executeTakeFirst();
  await db.insertInto('signingPagePicture').values(row).execute();
  const counted = await db
    .selectFrom('signingPagePicture')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('documentId', '=', row.documentId)
    .executeTakeFirstOrThrow();
  return { replaced: earlier?.file ?? null, uploaded: Number(counted.count) };
}

/** A document's page pictures, by page. */
export function findPagePictures(db: Db, documentId: number) {
  return db
    .selectFrom('signingPagePicture')
    .selectAll()
    .where('documentId', '=', documentId)
    .orderBy('page')
    .execute();
}

/** Removes a document's page pictures (once signed, the result holds them); answers their files. */
export async function deletePagePictures(db: Db, documentId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('signingPagePicture')
    .where('documentId', '=', documentId)
    .returning('file')
    .execute();
  return rows.map((row) => row.file);
}

/** Bytes one account keeps in the tool: originals, results and pictures. */
export async function signingBytes(db: Db, userId: number): Promise<number> {
  const documents = await db
    .selectFrom('signingDocument')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('originalSize'), eb.lit(0)).as('originals'),
      eb.fn.coalesce(eb.fn.sum<number>('resultSize'), eb.lit(0)).as('results'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom('signingImage')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const pages = await db
    .selectFrom('signingPagePicture')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(documents.originals) + Number(documents.results) + Number(images.bytes) + Number(pages.bytes);
}

/** Drafts never signed and pictures, uploaded before `before`: removed with their files by the clean-up. */
export async function deleteStaleUploads(db: Db, before: string): Promise<string[]> {
  // Page pictures first: a draft's go with it (and none outlives a day).
  const pages = await db
    .deleteFrom('signingPagePicture')
    .where((eb) =>
      eb.or([
        eb('createTime', '<', before),
        eb(
          'documentId',
          'in',
          eb
            .selectFrom('signingDocument')
            .select('id')
            .where('state', '=', 0)
            .where('createTime', '<', before),
        ),
      ]),
    )
    .returning('file')
    .execute();
  const drafts = await db
    .deleteFrom('signingDocument')
    .where('state', '=', 0)
    .where('createTime', '<', before)
    .returning('originalFile')
    .execute();
  const images = await db
    .deleteFrom('signingImage')
    .where('createTime', '<', before)
    .returning('file')
    .execute();
  return [
    ...pages.map((row) => row.file),
    ...drafts.map((row) => row.originalFile),
    ...images.map((row) => row.file),
  ];
}

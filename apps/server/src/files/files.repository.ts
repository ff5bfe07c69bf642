import { APP_LOGO_PATH } from '@portal/shared/app-admin';
import { BANNER_IMAGE_PATH } from '@portal/shared/banner-admin';
import { MEMBER_LOGO_PATH } from '@portal/shared/member-admin';
import { MODEL_ICON_PATH } from '@portal/shared/model-admin';
import { NEWS_IMAGE_PATH } from '@portal/shared/news-admin';
import { SOLUTION_IMAGE_PATH } from '@portal/shared/solution-admin';
import { SUPPLY_PICTURE_PATH } from '@portal/shared/supply-publishing';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadedFileTable } from './files.tables.ts';

export async function insertUpload(db: Db, file: Insertable<UploadedFileTable>): Promise<void> {
  await db.insertInto('uploadedFile').values(file).execute();
}

/** Gives the unowned uploads of the names to the user (a visitor's pictures at registration). */
export async function claimUnownedUploads(db: Db, names: string[], userId: number): Promise<void> {
  await db
    .updateTable('uploadedFile')
    .set({ ownerUserId: userId })
    .where('name', 'in', names)
    .where('ownerUserId', 'is', null)
    .execute();
}

/**
 * Bytes a tenant keeps on the server: its users' uploads and its orders' receipts. An account
 * of no tenant (a developer) counts its own uploads.
 */
export async function storedBytes(
  db: Db,
  owner: { userId: number; tenantId: number | null },
): Promise<number> {
  const uploads = await db
    .selectFrom('uploadedFile as f')
    .innerJoin('userAccount as u', 'u.id', 'f.ownerUserId')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('f.size'), eb.lit(0)).as('bytes'))
    .where((eb) =>
      owner.tenantId === null ? eb('u.id', '=', owner.userId) : eb('u.tenantId', '=', owner.tenantId),
    )
    .executeTakeFirstOrThrow();
  const receipts =
    owner.tenantId === null
      ? { bytes: 0 }
      : await db
          .selectFrom('marketOrder')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('receiptSize'), eb.lit(0)).as('bytes'))
          .where('tenantId', '=', owner.tenantId)
          .executeTakeFirstOrThrow();
  return Number(uploads.bytes) + Number(receipts.bytes);
}

export function findUpload(db: Db, name: string) {
  return db.selectFrom('uploadedFile').selectAll().where('name', '=', name).executeTakeFirst();
}

/**
 * Deletes the uploads created before `before` that no record refers to, answering their
 * names. Records refer to a file by its path (`urlPrefix` + name; a supply's picture by its public
 * address); each record field that holds one is listed here, and a new one must be added.
 */
export async function deleteUnreferencedUploads(
  db: Db,
  urlPrefix: string,
  before: string,
): Promise<{ name: string }[]> {
  // The prefix is our constant, written as a literal so both engines type the concatenation.
  const pathOfFile = sql<string>`${sql.lit(urlPrefix)} || ${sql.ref('uploadedFile.name')}`;
  return db
    .deleteFrom('uploadedFile')
    .where('createTime', '<', before)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('registration')
            .select('registration.id')
            .where((eb) =>
              eb.or([
                eb('registration.idCardFront', '=', pathOfFile),
                eb('registration.idCardTail', '=', pathOfFile),
                eb('registration.businessLicense', '=', pathOfFile),
                eb('registration.applicationForm', '=', pathOfFile),
                eb('registration.letterCommitment', '=', pathOfFile),
              ]),
            ),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('supplyEntry')
            .select('supplyEntry.id')
            .where(
              'supplyEntry.proPic',
              '=',
              sql<string>`${sql.lit(SUPPLY_PICTURE_PATH)} || ${sql.ref('uploadedFile.name')}`,
            ),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) => {
      // A news picture: the poster, or an image inside the body.
      const newsPath = sql<string>`${sql.lit(NEWS_IMAGE_PATH)} || ${sql.ref('uploadedFile.name')}`;
      return not(
        exists(
          selectFrom('news')
            .select('news.id')
            .where((eb) =>
              eb.or([
                eb('news.poster', '=', newsPath),
                eb('news.body', 'like', sql<string>`${sql.lit('%')} || ${newsPath} || ${sql.lit('%')}`),
              ]),
            ),
        ),
      );
    })
    .where(({ exists, not, selectFrom }) => {
      // An app's or a microservice's picture: its logo or icon, or an image inside its details.
      const appPath = sql<string>`${sql.lit(APP_LOGO_PATH)} || ${sql.ref('uploadedFile.name')}`;
      return not(
        exists(
          selectFrom('marketApp')
            .select('marketApp.id')
            .where((eb) =>
              eb.or([
                eb('marketApp.logo', '=', appPath),
                eb(
                  'marketApp.details',
                  'like',
                  sql<string>`${sql.lit('%')} || ${appPath} || ${sql.lit('%')}`,
                ),
              ]),
            )
            // A microservice's icon or a picture in its details (微服务管理 uploads them alike).
            .unionAll(
              selectFrom('microservice')
                .select('microservice.id')
                .where((eb) =>
                  eb.or([
                    eb('microservice.icon', '=', appPath),
                    eb(
                      'microservice.content',
                      'like',
                      sql<string>`${sql.lit('%')} || ${appPath} || ${sql.lit('%')}`,
                    ),
                  ]),
                ),
            ),
        ),
      );
    })
    .where(({ exists, not, selectFrom }) =>
      // A banner's picture.
      not(
        exists(
          selectFrom('banner')
            .select('banner.id')
            .where(
              'banner.url',
              '=',
              sql<string>`${sql.lit(BANNER_IMAGE_PATH)} || ${sql.ref('uploadedFile.name')}`,
            ),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) => {
      // A solution's icon or picture or a case's picture, or an image inside their rich text.
      const solutionPath = sql<string>`${sql.lit(SOLUTION_IMAGE_PATH)} || ${sql.ref('uploadedFile.name')}`;
      const inText = sql<string>`${sql.lit('%')} || ${solutionPath} || ${sql.lit('%')}`;
      return not(
        exists(
          selectFrom('industry')
            .select('industry.id')
            .where((eb) =>
              eb.or([
                eb('industry.icon', '=', solutionPath),
                eb('industry.picture', '=', solutionPath),
                eb('industry.content', 'like', inText),
              ]),
            )
            .unionAll(
              selectFrom('industryCase')
                .select('industryCase.id')
                .where((eb) =>
                  eb.or([
                    eb('industryCase.picture', '=', solutionPath),
                    eb('industryCase.content', 'like', inText),
                  ]),
                ),
            ),
        ),
      );
    })
    .where(({ exists, not, selectFrom }) =>
      // A mechanism model's icon.
      not(
        exists(
          selectFrom('mechanismModel')
            .select('mechanismModel.id')
            .where(
              'mechanismModel.iconAddr',
              '=',
              sql<string>`${sql.lit(MODEL_ICON_PATH)} || ${sql.ref('uploadedFile.name')}`,
            ),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      // A member's logo.
      not(
        exists(
          selectFrom('platformMember')
            .select('platformMember.id')
            .where(
              'platformMember.logo',
              '=',
              sql<string>`${sql.lit(MEMBER_LOGO_PATH)} || ${sql.ref('uploadedFile.name')}`,
            ),
        ),
      ),
    )
    .returning('name')
    .execute();
}

import { type CheckedMarkerForm, type ManagedMarker, MEMBER_ADMIN_TEXTS } from '@portal/shared/member-admin';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import type { PageWindow } from '../db/sql.ts';
import { withTransaction } from '../db/transaction.ts';
import { notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import {
  deleteMarker,
  findMarker,
  insertMarker,
  type ManagedMarkerRow,
  pageMarkers,
  updateMarker,
} from './marker-admin.repository.ts';

/**
 * The operator's 地图标注 (issue 22, spec 000 §2.13): the customer map's markers paged on the
 * server, created, edited and deleted. Each write commits with its audit entry and drops the
 * `site` area, where /Maps' call is cached.
 */

const toManagedMarker = (row: ManagedMarkerRow): ManagedMarker => ({
  id: row.id,
  title: row.title,
  lng: row.lng,
  lat: row.lat,
  address: row.address,
  width: row.width,
  height: row.height,
  message: row.message,
  sort: row.sort,
  createTime: row.createTime,
});

const auditView = ({ id: _id, createTime: _created, ...rest }: ManagedMarker) => rest;

export async function managedMarkerPage(db: Db, filter: PageWindow & { keyword?: string | undefined }) {
  const { list, total } = await pageMarkers(db, filter);
  return { list: list.map(toManagedMarker), total };
}

async function existing(db: Db, id: number): Promise<ManagedMarker> {
  const row = await findMarker(db, id);
  if (!row) throw notFound(MEMBER_ADMIN_TEXTS.markerNotFound);
  return toManagedMarker(row);
}

export async function createManagedMarker(db: Db, operator: Caller, form: CheckedMarkerForm) {
  return withTransaction(
    db,
    async (trx) => {
      const id = await insertMarker(trx, { ...form, createTime: nowIso() });
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'marker.create',
        targetType: 'marker',
        targetId: id,
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['site'] },
  );
}

export async function updateManagedMarker(db: Db, operator: Caller, id: number, form: CheckedMarkerForm) {
  return withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await updateMarker(trx, id, form);
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'marker.update',
        targetType: 'marker',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['site'] },
  );
}

export async function removeManagedMarker(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await deleteMarker(trx, id);
      await recordAudit(trx, operator, {
        action: 'marker.delete',
        targetType: 'marker',
        targetId: id,
        before: auditView(before),
      });
    },
    { invalidates: ['site'] },
  );
}

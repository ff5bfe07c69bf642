import type { MicroFieldView, zMicroField } from '@portal/shared/micro-endpoint';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { listRequestFields } from './micro.repository.ts';

/**
 * A microservice's (or a mechanism model's) parameters between the forms (the community's submission, 微服务管理) and
 * the `requestField` rows: the required flag as a boolean there, 1 or 0 here; the order is the
 * list's, kept in `sort`.
 */

export function microFieldViews(db: Db, microId: number): Promise<MicroFieldView[]> {
  return requestFieldViews(db, 'micro', microId);
}

/** A microservice's or a mechanism model's parameters as the forms read them. */
export async function requestFieldViews(
  db: Db,
  ownerKind: 'micro' | 'model',
  ownerId: number,
): Promise<MicroFieldView[]> {
  const fields = await listRequestFields(db, ownerKind, ownerId);
  return fields.map((field) => ({
    requestName: field.requestName,
    requestDescribes: field.requestDescribes,
    requestType: field.requestType,
    requestLocation: field.requestLocation,
    required: field.requiredFlag === 1,
    requestDefaultValue: field.requestDefaultValue,
    unit: field.unit,
  }));
}

export function microFieldRows(fields: readonly z.output<typeof zMicroField>[]) {
  return fields.map((field, index) => ({
    requestName: field.requestName,
    requestDescribes: field.requestDescribes,
    requestDefaultValue: field.requestDefaultValue,
    requestType: field.requestType,
    requestLocation: field.requestLocation,
    requiredFlag: field.required ? 1 : 0,
    unit: field.unit,
    sort: index,
  }));
}

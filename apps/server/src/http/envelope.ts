import type { Envelope, PageData, Pagination } from '@portal/shared/api';
import { MESSAGES } from '@portal/shared/messages';

export function ok<T>(data: T, msg: string = MESSAGES.ok): Envelope<T> {
  return { code: 200, msg, data };
}

export function okPage<T>(list: T[], pagination: Pagination): Envelope<PageData<T>> {
  return ok({ list, pagination });
}

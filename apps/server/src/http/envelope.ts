import { type Envelope, MESSAGES, type PageData, type Pagination } from '@portal/shared';

export function ok<T>(data: T, msg: string = MESSAGES.ok): Envelope<T> {
  return { code: 200, msg, data };
}

export function okPage<T>(list: T[], pagination: Pagination): Envelope<PageData<T>> {
  return ok({ list, pagination });
}

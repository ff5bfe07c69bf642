import type { ContactMessageRequest } from '@portal/shared';
import { request } from '../../shared/api/request';

/** Silent: a refused field is shown on the form, anything else on /AddMessage. */
export function sendMessage(body: ContactMessageRequest) {
  return request.post<{ id: number }>('/api/portalWeb/message/save', body, { silent: true });
}

import { type ContactMessageRequest, siteApi } from '@portal/shared/site';
import { callForEnvelope } from '../../shared/api/call';

/** Silent: a refused field is shown on the form, anything else on /AddMessage. */
export function sendMessage(body: ContactMessageRequest) {
  return callForEnvelope(siteApi.saveMessage, { body }, { silent: true });
}

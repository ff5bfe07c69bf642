import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import type { ContactMessageRequest } from '@portal/shared/site';
import { callForEnvelope } from '../../shared/api/call';

/** Silent: a refused field is shown on the form, anything else on /AddMessage. */
export function sendMessage(body: ContactMessageRequest) {
  return callForEnvelope(firstScreenAddresses.saveMessage, { body }, { silent: true });
}

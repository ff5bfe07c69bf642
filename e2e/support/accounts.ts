import { baseURL } from './browser.ts';
import { registerThroughApi as registerAt } from './writes.ts';

export { freshPhone } from './demo.ts';

/**
 * Registers a spec file's own account on the file's server (see writes.ts). The spec's own
 * server sends an address two codes an hour without the drag slider: a file registers at most
 * two accounts this way.
 */
export function registerThroughApi(account: {
  phone: string;
  password: string;
  type: 0 | 1 | 2;
}): Promise<void> {
  return registerAt(baseURL, account);
}

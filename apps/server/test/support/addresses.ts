/**
 * The addresses under `/api/` that are no contract's, written here once for the tests that need
 * them by their nature. Every call of the API is addressed by its contract (`callAs`, `urlOf`).
 */

/** The API document's pages (`/json`, `/yaml`, the viewer), served by @fastify/swagger. */
export const API_DOCS = '/api/docs';

/** A call that does not exist: the API's own 404 in the envelope, never the web app's page. */
export const NO_SUCH_CALL = '/api/no/such/call';

/** The customer map's markers: a read with no rules of its own, straight from the repository. */
export { listMarkers } from './maps.repository.ts';

// The pool's worker thread when the server runs from its sources (tests, benches): it runs
// outside tsx's and vitest's loaders, so it registers tsx itself before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import('./pool-worker.ts');

export default runTask;

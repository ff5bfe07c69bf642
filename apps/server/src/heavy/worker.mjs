// The pool's worker thread. It runs outside tsx's and vitest's loaders, so it registers tsx
// itself before loading the TypeScript tasks.
import { register } from 'tsx/esm/api';

register();
const { HEAVY_TASKS } = await import('./tasks.ts');

/**
 * Piscina calls this with `{ task, input, started }` and sends back what it answers; `started`
 * tells the pool the task's clock may start.
 */
export default function runTask({ task, input, started }) {
  started?.postMessage(true);
  started?.close();
  return HEAVY_TASKS[task](input);
}

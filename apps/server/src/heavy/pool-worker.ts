import type { MessagePort } from 'node:worker_threads';
import { HEAVY_TASKS, type HeavyTaskName } from './tasks.ts';

/**
 * The pool's worker thread (heavy-work.ts). Piscina calls this with `{ task, input, started }`
 * and sends back what it answers; `started` tells the pool the task's clock may start. The
 * server's build runs it as `dist/pool-worker.js`; from the sources, `worker.mjs` loads it.
 */
export default function runTask({
  task,
  input,
  started,
}: {
  task: HeavyTaskName;
  input: never;
  started?: MessagePort;
}): unknown {
  started?.postMessage(true);
  started?.close();
  return HEAVY_TASKS[task](input);
}

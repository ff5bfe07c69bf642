import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { UPLOAD_TEXTS } from '@portal/shared/uploads';
import { Piscina } from 'piscina';
import { AppError } from '../http/errors.ts';
import type { HeavyTaskName, HeavyTasks } from './tasks.ts';

/**
 * The worker pool for work that would hold the event loop (decoding pictures, preparing photos
 * for OCR, drawing PDFs): `/api/health` keeps answering while it runs. Each task has a time
 * limit and each thread a heap limit; a task past its limit ends its thread (the pool starts a
 * new one) and the caller gets a Chinese error, never a hung request.
 */
export interface HeavyWork {
  run<N extends HeavyTaskName>(
    task: N,
    input: Parameters<HeavyTasks[N]>[0],
    options?: { timeoutMs?: number },
  ): Promise<Awaited<ReturnType<HeavyTasks[N]>>>;
  /** Starts the pool and waits until a thread has loaded (the server calls it once it listens). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** Long enough for a whole 24-megapixel JPEG on a slow core; far shorter than any hang. */
const DEFAULT_TIME_LIMIT_MS = 10_000;
/** Heap of one thread: a 24-megapixel picture decodes in about 100 MB of buffers beside it. */
const HEAP_LIMIT_MB = 256;
/**
 * What the tasks waiting for a thread may hold in files, all together: past it a task is refused
 * as busy (503). Counted in bytes rather than tasks, so that a burst of small pictures waits its
 * turn (a loaded event loop frees the threads late) while large files cannot pile up in memory.
 */
const QUEUE_BYTES = 96 * 1024 * 1024;
/** Tasks waiting for a thread, at most, per thread (the bound when they carry next to no bytes). */
const QUEUE_TASKS_PER_THREAD = 128;

/** The bytes of the files a task carries (its input's binary fields). */
function carriedBytes(input: unknown): number {
  if (input === null || typeof input !== 'object') return 0;
  let bytes = 0;
  for (const value of Object.values(input)) if (value instanceof Uint8Array) bytes += value.byteLength;
  return bytes;
}

/**
 * The worker thread's code: the server's build (`dist/`) has it compiled beside itself; from the
 * sources, worker.mjs loads it through tsx.
 */
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './worker.mjs' : './pool-worker.js',
  import.meta.url,
).href;

export function createHeavyWork(
  options: { threads?: number; timeLimitMs?: number; queueBytes?: number } = {},
): HeavyWork {
  // One thread per core: the main thread mostly waits on them and on the database.
  const threads = options.threads ?? Math.max(1, os.availableParallelism());
  const queueBytes = options.queueBytes ?? QUEUE_BYTES;
  const maxWaiting = QUEUE_TASKS_PER_THREAD * threads;
  /** Tasks sent and not yet taken by a thread, and the bytes they hold. */
  const waiting = { tasks: 0, bytes: 0 };
  let pool: Piscina | null = null;
  // Started on first use: most processes (and most tests) never decode anything.
  const poolStarted = () => {
    pool ??= new Piscina({
      filename: WORKER_FILE,
      // One thread stays loaded (its code takes a second to load); the others end when idle.
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 30_000,
      // Admission is ours (waiting, above): in bytes as well as in tasks.
      maxQueue: Number.POSITIVE_INFINITY,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 32 },
    });
    return pool;
  };

  return {
    async run(task, input, { timeoutMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS } = {}) {
      const current = poolStarted();
      const bytes = carriedBytes(input);
      if (waiting.tasks >= maxWaiting || (waiting.tasks > 0 && waiting.bytes + bytes > queueBytes)) {
        throw new AppError(503, UPLOAD_TEXTS.busy);
      }
      waiting.tasks += 1;
      waiting.bytes += bytes;
      let isWaiting = true;
      const leaveQueue = () => {
        if (!isWaiting) return;
        isWaiting = false;
        waiting.tasks -= 1;
        waiting.bytes -= bytes;
      };
      // The clock starts when a thread takes the task (it says so on `started`), not while the
      // task waits in the queue or a new thread loads its code.
      const { port1: started, port2: startedPort } = new MessageChannel();
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      started.once('message', () => {
        leaveQueue();
        timer = setTimeout(() => abort.abort(), timeoutMs);
      });
      try {
        return await current.run(
          { task, input, started: startedPort },
          { signal: abort.signal, transferList: [startedPort] },
        );
      } catch (error) {
        // Out of time (aborted: the thread is ended) or out of memory (the thread died): the
        // file's doing. Anything else is ours and answers 500 with the error logged.
        if (isOverLimit(error)) throw new AppError(400, UPLOAD_TEXTS.tooComplex);
        throw error;
      } finally {
        leaveQueue();
        clearTimeout(timer);
        started.close();
      }
    },
    async warm() {
      await poolStarted().run({ task: 'ping', input: null });
    },
    async close() {
      const current = pool;
      pool = null;
      await current?.destroy();
    },
  };
}

function isOverLimit(error: unknown): boolean {
  const { name, code } = error as { name?: string; code?: string };
  return name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY';
}

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { getFeedback } from './feedback';
import { RequestError } from './request';

/**
 * The one pattern for a write (TanStack's useMutation): pending and error state, what is
 * said on success or failure, and the queries to refresh. The request layer has already
 * shown a refusal unless the call was silent.
 */
export interface WriteOptions<TInput, TAnswer> {
  /** The call (or the calls, one after another) that write. */
  write: (input: TInput) => Promise<TAnswer>;
  /** Queries whose answers the write changes: invalidated once it succeeds. */
  invalidates?: readonly QueryKey[];
  /** Invalidate them after a refusal too: it can mean the screen is out of date. */
  refreshAfterFailure?: boolean;
  /**
   * Said on success: the answer's own `msg` when it is an envelope that has one, else this
   * text; a function decides alone. Absent: nothing is said.
   */
  success?: string | ((answer: TAnswer, input: TInput) => string);
  /** For a silent call: said on failure when the server gave no reason of its own. */
  failure?: string;
  /** One at a time: `run` while a write is in flight does nothing. */
  exclusive?: boolean;
  /** After success (and its message); the write stays pending until a returned promise settles. */
  onSuccess?: (answer: TAnswer, input: TInput) => unknown;
  /** After a failure: show it where it belongs (a form field, say). */
  onError?: (error: unknown, input: TInput) => unknown;
}

export type WriteResult<TAnswer> = { ok: true; answer: TAnswer } | { ok: false };

export interface Write<TInput, TAnswer> {
  /** Runs the write; never rejects (a failure has been shown and handed to `onError`). */
  run: (input: TInput) => Promise<WriteResult<TAnswer>>;
  pending: boolean;
  /** The input of the write in flight, to mark the row or button that is busy. */
  input: TInput | undefined;
  /** The last failure, until the next run. */
  error: unknown;
}

interface Started<TInput, TAnswer> {
  input: TInput;
  answer: Promise<TAnswer>;
}

function envelopeMessage(answer: unknown): string {
  const msg = (answer as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' ? msg : '';
}

export function useWrite<TInput = void, TAnswer = unknown>(
  options: WriteOptions<TInput, TAnswer>,
): Write<TInput, TAnswer> {
  const queryClient = useQueryClient();
  const { invalidates = [], refreshAfterFailure = false, exclusive = false } = options;
  const refresh = () => {
    for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
  };

  // The call starts in the click itself (TanStack would start it a few microtasks later), so
  // a caller sees its request sent before the handler returns; the mutation tracks it.
  const mutation = useMutation<TAnswer, unknown, Started<TInput, TAnswer>>({
    mutationFn: ({ answer }) => answer,
    onSuccess: (answer, { input }) => {
      const { success } = options;
      const text =
        typeof success === 'function'
          ? success(answer, input)
          : success && (envelopeMessage(answer) || success);
      if (text) getFeedback().message('success', text);
      refresh();
      return options.onSuccess?.(answer, input);
    },
    onError: (error, { input }) => {
      if (options.failure) {
        const reason = error instanceof RequestError && error.code !== 0 ? error.msg : '';
        getFeedback().message('error', reason || options.failure);
      }
      if (refreshAfterFailure) refresh();
      return options.onError?.(error, input);
    },
  });

  // The state updates a render later; the ref stops a second click in the same moment.
  const busy = useRef(false);
  const latestWrite = useRef(options.write);
  latestWrite.current = options.write;
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (input: TInput): Promise<WriteResult<TAnswer>> => {
      if (exclusive && busy.current) return { ok: false };
      busy.current = true;
      try {
        // The executor runs now, so the request goes out in the click; a throw becomes a refusal.
        const answer = new Promise<TAnswer>((resolve) => resolve(latestWrite.current(input)));
        // Watched at once: a refusal before the mutation takes it is not "unhandled".
        answer.catch(() => undefined);
        return { ok: true, answer: await mutateAsync({ input, answer }) };
      } catch {
        return { ok: false };
      } finally {
        busy.current = false;
      }
    },
    [mutateAsync, exclusive],
  );

  return {
    run,
    pending: mutation.isPending,
    input: mutation.isPending ? mutation.variables?.input : undefined,
    error: mutation.error,
  };
}

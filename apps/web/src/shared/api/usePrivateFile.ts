import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useObjectUrl } from './useObjectUrl';

export interface PrivateFile {
  /** The bytes, once fetched. */
  blob: Blob | undefined;
  /** An address for them (an image's `src`, a download link's `href`), revoked when they change or the component goes. */
  url: string | null;
  loading: boolean;
  failed: boolean;
}

/**
 * A private file (a receipt, a certification document, a filled form): fetched with the session
 * (`download()` of its contract), kept by the query cache under `key`, and shown from memory
 * through an object address. The one way a screen shows a file a plain `<img src>` cannot reach.
 * `key` names the file's version too (an upload time, say): a new version is fetched again.
 */
export function usePrivateFile(
  key: QueryKey,
  fetchFile: () => Promise<Blob>,
  { enabled = true, staleTime = Number.POSITIVE_INFINITY }: { enabled?: boolean; staleTime?: number } = {},
): PrivateFile {
  const file = useQuery({ queryKey: key, queryFn: fetchFile, enabled, staleTime });
  const url = useObjectUrl(file.data);
  return { blob: file.data, url, loading: enabled && file.isPending, failed: file.isError };
}

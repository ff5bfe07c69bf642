import { useEffect, useMemo } from 'react';

/**
 * An address for bytes already in memory (a private file fetched with the session), revoked when
 * the bytes change or the component goes; null while there are none.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

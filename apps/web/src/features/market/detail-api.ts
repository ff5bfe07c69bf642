import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { useQuery } from '@tanstack/react-query';
import { call, download } from '../../shared/api/call';
import { MARKET_KEY, quiet } from './catalogue-api';
import { type Viewer, viewerKey } from './viewer';

/**
 * The calls of /AppdetailInfo (an app, a microservice with its install package, a model), by
 * their addresses alone, so the detail's first screen loads no schemas.
 */
export const marketKeys = {
  all: [MARKET_KEY] as const,
  appDetail: (id: number, viewer: Viewer) => [MARKET_KEY, 'app', id, viewerKey(viewer)] as const,
  check: (id: number, viewer: Viewer) => [MARKET_KEY, 'check', id, viewerKey(viewer)] as const,
};

function fetchAppDetail(id: number) {
  return call(firstScreenAddresses.appDetail, { params: { id } }, quiet);
}

/** The app with its plans; the flags (subscribed, in cart, owner) are the viewer's. */
export function useAppDetail(id: number | null, viewer: Viewer) {
  return useQuery({
    queryKey: marketKeys.appDetail(id ?? 0, viewer),
    queryFn: () => fetchAppDetail(id ?? 0),
    enabled: id !== null,
  });
}

export function useMicroDetail(id: number | null) {
  return useQuery({
    queryKey: [MARKET_KEY, 'micro', id],
    queryFn: () => call(firstScreenAddresses.microDetail, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
  });
}

export function useModelInfo(id: number | null) {
  return useQuery({
    queryKey: [MARKET_KEY, 'model', id],
    queryFn: () => call(firstScreenAddresses.modelInfo, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
  });
}

/**
 * The install package (spec 001 §7.2, download link): asks for its link with the id, then
 * fetches it; saved under the name the link gives (the item's).
 */
export async function fetchInstallPackage(id: number): Promise<{ fileName: string; content: Blob }> {
  const link = await call(firstScreenAddresses.installLink, { params: { id } });
  return {
    fileName: link.fileName,
    content: await download(firstScreenAddresses.installPackage, { params: { id } }),
  };
}

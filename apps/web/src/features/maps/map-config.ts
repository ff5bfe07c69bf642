/**
 * The online map service, used only when both are set at build time (README: 客户地图):
 * `VITE_MAP_TILE_URL`, a raster tile address with {x}, {y}, {z} and optionally {s}
 * (subdomain 1–4) and {key}; and `VITE_MAP_KEY`, the service key put in for {key}.
 * Without them (the default) /Maps draws the offline China outline: no network, no key.
 */
export interface OnlineMapConfig {
  tileUrl: string;
  key: string;
}

export function onlineMapConfig(
  env: Record<string, unknown> = import.meta.env as Record<string, unknown>,
): OnlineMapConfig | null {
  const tileUrl = typeof env.VITE_MAP_TILE_URL === 'string' ? env.VITE_MAP_TILE_URL.trim() : '';
  const key = typeof env.VITE_MAP_KEY === 'string' ? env.VITE_MAP_KEY.trim() : '';
  const usable = /^https:\/\//.test(tileUrl) && ['{x}', '{y}', '{z}'].every((part) => tileUrl.includes(part));
  return usable && key ? { tileUrl, key } : null;
}

/** The address of one tile. */
export function tileAddress(config: OnlineMapConfig, x: number, y: number, z: number): string {
  return config.tileUrl
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{z}', String(z))
    .replaceAll('{s}', String(1 + ((x + y) % 4)))
    .replaceAll('{key}', encodeURIComponent(config.key));
}

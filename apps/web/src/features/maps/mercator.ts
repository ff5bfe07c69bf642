/** Web Mercator at 256 px tiles: what raster tile services use. */

export const TILE_PX = 256;
const MAX_LAT = 85.05112878;

/** World pixel of a point at zoom `z`. */
export function project(lng: number, lat: number, z: number): { x: number; y: number } {
  const scale = TILE_PX * 2 ** z;
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface Viewport {
  zoom: number;
  /** World pixel at the viewport's top-left corner. */
  left: number;
  top: number;
}

/**
 * The largest whole zoom at which all points fit in width × height with `padding` px to
 * spare on each side, centred on them.
 */
export function fitViewport(
  points: readonly { lng: number; lat: number }[],
  width: number,
  height: number,
  padding = 48,
  maxZoom = 12,
): Viewport {
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  let zoom = 1;
  for (let z = maxZoom; z >= 1; z -= 1) {
    const a = project(west, north, z);
    const b = project(east, south, z);
    if (b.x - a.x <= width - 2 * padding && b.y - a.y <= height - 2 * padding) {
      zoom = z;
      break;
    }
  }
  const a = project(west, north, zoom);
  const b = project(east, south, zoom);
  return { zoom, left: (a.x + b.x) / 2 - width / 2, top: (a.y + b.y) / 2 - height / 2 };
}

/** The tiles covering a viewport of width × height. */
export function tilesFor(
  view: Viewport,
  width: number,
  height: number,
): { x: number; y: number; px: number; py: number }[] {
  const count = 2 ** view.zoom;
  const tiles: { x: number; y: number; px: number; py: number }[] = [];
  for (let ty = Math.floor(view.top / TILE_PX); ty * TILE_PX < view.top + height; ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(view.left / TILE_PX); tx * TILE_PX < view.left + width; tx += 1) {
      const x = ((tx % count) + count) % count;
      tiles.push({ x, y: ty, px: tx * TILE_PX - view.left, py: ty * TILE_PX - view.top });
    }
  }
  return tiles;
}

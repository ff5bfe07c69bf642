import type { MapMarker } from '@portal/shared/site';
import { useMemo, useRef } from 'react';
import { MarkerLayer } from './MarkerLayer';
import { type OnlineMapConfig, tileAddress } from './map-config';
import { fitViewport, project, TILE_PX, tilesFor } from './mercator';
import { useElementSize } from './use-element-size';

interface OnlineTileMapProps {
  config: OnlineMapConfig;
  markers: readonly MapMarker[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** A tile did not load (offline, wrong key): the page falls back to the offline map. */
  onFail: () => void;
}

/**
 * The customer map on an online tile service, used only when a tile address and key are
 * configured (map-config.ts). Tiles are plain images in Web Mercator, framed on the markers.
 */
export function OnlineTileMap({ config, markers, selectedId, onSelect, onFail }: OnlineTileMapProps) {
  const stage = useRef<HTMLDivElement>(null);
  const size = useElementSize(stage);
  const layout = useMemo(() => {
    if (!size || size.width === 0 || markers.length === 0) return null;
    const view = fitViewport(markers, size.width, size.height);
    const positions = new Map(
      markers.map((marker) => {
        const p = project(marker.lng, marker.lat, view.zoom);
        return [marker.id, { x: p.x - view.left, y: p.y - view.top }] as const;
      }),
    );
    return { view, positions, tiles: tilesFor(view, size.width, size.height) };
  }, [size, markers]);

  return (
    <div ref={stage} className="map-stage map-stage--online">
      {layout && size ? (
        <>
          <div className="map-tiles" aria-hidden="true">
            {layout.tiles.map((tile) => (
              <img
                key={`${layout.view.zoom}/${tile.x}/${tile.y}/${tile.px}`}
                src={tileAddress(config, tile.x, tile.y, layout.view.zoom)}
                alt=""
                width={TILE_PX}
                height={TILE_PX}
                style={{ left: tile.px, top: tile.py }}
                onError={onFail}
              />
            ))}
          </div>
          <MarkerLayer
            markers={markers}
            positions={layout.positions}
            width={size.width}
            selectedId={selectedId}
            onSelect={onSelect}
          />
        </>
      ) : null}
    </div>
  );
}

import { CloseOutlined, EnvironmentFilled } from '@ant-design/icons';
import type { MapMarker } from '@portal/shared/site';

export type Positions = ReadonlyMap<number, { x: number; y: number } | null>;

interface MarkerLayerProps {
  markers: readonly MapMarker[];
  positions: Positions;
  width: number;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

const INFO_WIDTH = 264;
/** Room an info window needs above its marker before it opens below instead. */
const INFO_ROOM_ABOVE = 170;
const EDGE = 8;

/**
 * The markers over a map (spec 000 §2.13: lng, lat, title, size) and the info window of the
 * selected one, showing its address. The map underneath only supplies pixel positions.
 */
export function MarkerLayer({ markers, positions, width, selectedId, onSelect }: MarkerLayerProps) {
  const selected = markers.find((m) => m.id === selectedId);
  const anchor = selected ? positions.get(selected.id) : null;
  return (
    <div className="map-layer">
      {markers.map((marker) => {
        const at = positions.get(marker.id);
        if (!at) return null;
        return (
          <button
            key={marker.id}
            type="button"
            className="map-marker"
            data-selected={marker.id === selectedId}
            aria-label={marker.title}
            aria-pressed={marker.id === selectedId}
            title={marker.title}
            style={{
              left: at.x - marker.width / 2,
              top: at.y - marker.height,
              width: marker.width,
              height: marker.height,
              fontSize: marker.height,
            }}
            onClick={() => onSelect(marker.id === selectedId ? null : marker.id)}
          >
            <EnvironmentFilled aria-hidden="true" />
          </button>
        );
      })}
      {selected && anchor ? (
        <section
          className="map-info"
          data-below={anchor.y - selected.height < INFO_ROOM_ABOVE}
          aria-label={`${selected.title}的信息`}
          style={{
            width: Math.min(INFO_WIDTH, width - 2 * EDGE),
            left: Math.max(EDGE, Math.min(anchor.x - INFO_WIDTH / 2, width - INFO_WIDTH - EDGE)),
            top: anchor.y - selected.height < INFO_ROOM_ABOVE ? anchor.y + 8 : anchor.y - selected.height - 8,
          }}
        >
          <button
            type="button"
            className="map-info__close"
            aria-label="关闭信息窗口"
            onClick={() => onSelect(null)}
          >
            <CloseOutlined />
          </button>
          <h3 className="map-info__title">{selected.title}</h3>
          <p className="map-info__address">
            <span>地址：</span>
            {selected.address}
          </p>
          {selected.message ? <p className="map-info__message">{selected.message}</p> : null}
        </section>
      ) : null}
    </div>
  );
}

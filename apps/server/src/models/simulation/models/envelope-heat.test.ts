import { describe, expect, it } from 'vitest';
import { coldRoomLiveLoadModel } from './cold-room-live-load.ts';
import { envelopeHeatModel } from './envelope-heat.ts';

describe('envelope-heat and cold-room-live-load models', () => {
  it('gives K·A·ΔT', () => {
    const r = envelopeHeatModel.compute({ area: 1200, uValue: 0.25, outsideTemp: 35, insideTemp: -18 });
    // 0.25·1200·53 = 15 900 W = 15.9 kW; 13.25 W/m²; 381.6 kWh a day
    expect(r.outputs.map((o) => o.value)).toEqual([15.9, 13.25, 381.6]);
    const live = coldRoomLiveLoadModel.compute({
      insideTemp: -18,
      outsideTemp: 30,
      area: 1200,
      uValue: 0.25,
    });
    // 0.25·1200·48 = 14 400 W
    expect(live.outputs[0]?.value).toBe(14.4);
  });

  it('leaves a gap below the room temperature and refuses an outside not above it', () => {
    const r = envelopeHeatModel.compute({ area: 100, uValue: 0.3, outsideTemp: 5, insideTemp: 0 });
    expect(r.series[0]?.values[0]).toBeNull();
    expect(() =>
      coldRoomLiveLoadModel.compute({ insideTemp: 2, outsideTemp: 1, area: 1, uValue: 1 }),
    ).toThrow('室外温度必须高于库温');
  });
});

import type { ModelDefinition } from '../definition.ts';
import { num } from './common.ts';
import { AREA, envelopeLoad, OUTSIDE_TEMP, ROOM_TEMP, U_VALUE } from './envelope-heat.ts';

/**
 * The envelope load of the demo cold room from its sensors' latest readings: the envelope-heat
 * model's Q = K·A·(to − ti) (GB 50072-2021; ASHRAE Handbook—Refrigeration (2018) ch. 24) with
 * the measured room and outdoor temperatures in place of the design ones.
 */
export const coldRoomLiveLoadModel: ModelDefinition = {
  code: 'cold-room-live-load',
  inputs: [
    { name: 'insideTemp', label: '库温', ...ROOM_TEMP },
    { name: 'outsideTemp', label: '室外温度', ...OUTSIDE_TEMP },
    { name: 'area', label: '围护面积', ...AREA },
    { name: 'uValue', label: '传热系数', ...U_VALUE },
  ],
  iot: { insideTemp: 'insideTemp', outsideTemp: 'outsideTemp' },
  compute: (values) =>
    envelopeLoad(
      num(values, 'area'),
      num(values, 'uValue'),
      num(values, 'outsideTemp'),
      num(values, 'insideTemp'),
      '室外温度',
    ),
};

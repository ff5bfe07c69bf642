import { moistAir } from '../../../builtin/psychrometrics.ts';
import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { num, round } from './common.ts';

/**
 * A cold room's cooling load hour by hour over a design day, Q = Q1 + Q2 + Q3 + Q4 + Q5 (GB 50072
 * 冷库设计标准, cooling-load chapter; ASHRAE Handbook—Refrigeration (2018) ch. 24):
 *
 * - Q1 envelope: K·A·(to − ti) over all six faces (floor taken with the walls' K).
 * - Q2 goods: m·c·(tg − ti) spread over the day's 24 h (sensible heat only: goods entering above
 *   their freezing point into a freezer also give up latent heat, see the Plank model).
 * - Q3 air changes: n·V·ρi·(ho − hi) / 24 h, enthalpies by ASHRAE Fundamentals ch. 1 (the built-in
 *   psychrometrics), outdoor air at 60 % and room air at 90 % relative humidity (assumed).
 * - Q4 lighting: 2.3 W/m² of floor, the upper value GB 50072 gives for cold stores.
 * - Q5 workers: 279 W each at a room of -5 °C or above, 395 W below (GB 50072).
 *   Lights and workers are in the room from 8:00 to 17:00 (an assumed shift).
 *
 * The outdoor temperature follows the design day: to = t_design − f·DR, with f the fraction of
 * the daily range by hour of ASHRAE Handbook—Fundamentals (2001) ch. 28, table "Percentage of
 * the Daily Range" (peak at 15:00, low at 5:00).
 */
const DAILY_RANGE_FRACTIONS = [
  0.87, 0.92, 0.96, 0.99, 1.0, 0.98, 0.93, 0.84, 0.71, 0.56, 0.39, 0.23, 0.11, 0.03, 0.0, 0.03, 0.1, 0.21,
  0.34, 0.47, 0.58, 0.68, 0.76, 0.82,
] as const;
/** Hours (ending at) 1..24, as the ASHRAE table numbers them. */
const HOURS = DAILY_RANGE_FRACTIONS.map((_, i) => i + 1);
const SECONDS_PER_DAY = 86_400;
const STANDARD_PRESSURE_KPA = 101.325;
const OUTDOOR_HUMIDITY = 60;
const ROOM_HUMIDITY = 90;
const LIGHTING_W_PER_M2 = 2.3;
const WORKER_W_WARM = 279;
const WORKER_W_COLD = 395;
const WORKER_COLD_BELOW_C = -5;
/** The shift: the hours ending at 9:00 to 17:00, i.e. 8:00–17:00. */
const isShift = (hour: number) => hour >= 9 && hour <= 17;

export const coldRoomLoadModel: ModelDefinition = {
  code: 'cold-room-load',
  inputs: [
    { name: 'length', label: '库长', unit: 'm', above: 0, max: 500 },
    { name: 'width', label: '库宽', unit: 'm', above: 0, max: 500 },
    { name: 'height', label: '库高', unit: 'm', above: 0, max: 50 },
    { name: 'uValue', label: '围护传热系数', unit: 'W/(m²·K)', above: 0, max: 10 },
    // Within the Magnus formula's -45..60 °C for the air-change enthalpies.
    { name: 'insideTemp', label: '库温', unit: '°C', min: -45, max: 25 },
    { name: 'outsideTemp', label: '室外计算温度', unit: '°C', min: -25, max: 45 },
    { name: 'goodsPerDay', label: '日进货量', unit: 'kg', min: 0, max: 10_000_000 },
    { name: 'goodsTemp', label: '进货温度', unit: '°C', min: -45, max: 60 },
    { name: 'specificHeat', label: '货物比热容', unit: 'kJ/(kg·K)', above: 0, max: 5 },
    { name: 'dailyRange', label: '室外日较差', unit: 'K', min: 0, max: 20 },
    { name: 'airChanges', label: '换气次数', unit: '次/日', min: 0, max: 50 },
    { name: 'workers', label: '作业人数', unit: '人', min: 0, max: 100 },
  ],
  iot: { insideTemp: 'insideTemp', outsideTemp: 'outsideTemp' },
  compute(values) {
    const [length, width, height] = [num(values, 'length'), num(values, 'width'), num(values, 'height')];
    const ti = num(values, 'insideTemp');
    const design = num(values, 'outsideTemp');
    const goodsTemp = num(values, 'goodsTemp');
    if (design <= ti) throw new ModelInputError('室外计算温度必须高于库温');
    if (goodsTemp < ti) throw new ModelInputError('进货温度不能低于库温');

    const envelopeArea = 2 * (length * width + length * height + width * height);
    const floor = length * width;
    const volume = floor * height;
    const room = moistAir(ti, ROOM_HUMIDITY, STANDARD_PRESSURE_KPA);
    const goodsW =
      (num(values, 'goodsPerDay') * num(values, 'specificHeat') * 1000 * (goodsTemp - ti)) / SECONDS_PER_DAY;
    const worker = ti >= WORKER_COLD_BELOW_C ? WORKER_W_WARM : WORKER_W_COLD;
    const internalW = LIGHTING_W_PER_M2 * floor + num(values, 'workers') * worker;

    const hourly = HOURS.map((hour, i) => {
      const to = design - (DAILY_RANGE_FRACTIONS[i] as number) * num(values, 'dailyRange');
      const outdoor = moistAir(to, OUTDOOR_HUMIDITY, STANDARD_PRESSURE_KPA);
      const envelope = num(values, 'uValue') * envelopeArea * (to - ti);
      const air =
        (num(values, 'airChanges') * volume * room.density * (outdoor.enthalpy - room.enthalpy) * 1000) /
        SECONDS_PER_DAY;
      const internal = isShift(hour) ? internalW : 0;
      return { to, envelope, air, internal, total: envelope + goodsW + air + internal };
    });
    const kw = (watts: number) => round(watts / 1000, 3);
    const peak = Math.max(...hourly.map((h) => h.total));
    const dailyKwh = hourly.reduce((sum, h) => sum + h.total, 0) / 1000;
    return {
      outputs: [
        { name: 'peakLoad', label: '峰值冷负荷', unit: 'kW', value: kw(peak) },
        { name: 'dailyEnergy', label: '日冷量', unit: 'kWh', value: round(dailyKwh, 2) },
        { name: 'averageLoad', label: '平均冷负荷', unit: 'kW', value: round(dailyKwh / 24, 3) },
        {
          name: 'envelopePeak',
          label: '围护结构负荷（峰值）',
          unit: 'kW',
          value: kw(Math.max(...hourly.map((h) => h.envelope))),
        },
        { name: 'goodsLoad', label: '货物负荷', unit: 'kW', value: kw(goodsW) },
        {
          name: 'airPeak',
          label: '换气负荷（峰值）',
          unit: 'kW',
          value: kw(Math.max(...hourly.map((h) => h.air))),
        },
        { name: 'internalLoad', label: '照明与人员负荷（作业时段）', unit: 'kW', value: kw(internalW) },
      ],
      axis: { name: 'hour', label: '时刻', unit: 'h', values: HOURS },
      series: [
        { name: 'total', label: '总冷负荷', unit: 'kW', values: hourly.map((h) => kw(h.total)) },
        { name: 'envelope', label: '围护结构', unit: 'kW', values: hourly.map((h) => kw(h.envelope)) },
        { name: 'goods', label: '货物', unit: 'kW', values: hourly.map(() => kw(goodsW)) },
        { name: 'air', label: '换气', unit: 'kW', values: hourly.map((h) => kw(h.air)) },
        { name: 'internal', label: '照明与人员', unit: 'kW', values: hourly.map((h) => kw(h.internal)) },
        { name: 'outsideTemp', label: '室外温度', unit: '°C', values: hourly.map((h) => round(h.to, 2)) },
      ],
    };
  },
};

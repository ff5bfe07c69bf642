import { describe, expect, it } from 'vitest';
import { truckKValue, vaccineHoldover } from './cold-chain.ts';
import { doorInfiltration } from './door-infiltration.ts';
import { BuiltinInputError } from './input.ts';
import { dewPoint, relativeHumidity } from './psychrometrics.ts';
import { refrigerantSaturation } from './refrigerants.ts';
import { temperatureLog } from './temperature-log.ts';
import { convertUnit } from './units.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof BuiltinInputError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

describe('dew point and relative humidity (Magnus, Sonntag 1990 coefficients, WMO-No. 8)', () => {
  it('gives the dew point of 25 °C air at 60 %', () => {
    // By hand: γ = ln 0.6 + 17.62·25/(243.12 + 25) = −0.510826 + 1.642884 = 1.132058;
    // Td = 243.12·1.132058/(17.62 − 1.132058) = 16.69 °C (psychrometric charts: 16.7 °C).
    const answer = dewPoint({ temperature: 25, relativeHumidity: 60 });
    expect(answer.dewPoint).toBeCloseTo(16.69, 2);
    // es(25 °C) = 0.6112·e^1.642884 = 0.6112·5.1704 = 3.1601 kPa (tables: 3.169 kPa, 0.3 % off,
    // within the formula's stated accuracy).
    expect(answer.saturationPressure).toBeCloseTo(3.1601, 3);
  });

  it('gives the relative humidity of 20 °C air whose dew point is 10 °C', () => {
    // By hand: e^(17.62·10/253.12 − 17.62·20/263.12) = e^(0.696112 − 1.339313) = 0.5256 → 52.56 %.
    expect(relativeHumidity({ temperature: 20, dewPoint: 10 }).relativeHumidity).toBeCloseTo(52.56, 2);
    // Saturated air: the dew point is the temperature.
    expect(relativeHumidity({ temperature: -5, dewPoint: -5 }).relativeHumidity).toBe(100);
  });

  it('refuses what the formula does not cover, in Chinese', () => {
    expect(refusal(() => dewPoint({ temperature: 80, relativeHumidity: 50 }))).toBe(
      '空气温度必须在 -45°C 到 60°C 之间',
    );
    expect(refusal(() => dewPoint({ temperature: 20, relativeHumidity: 0 }))).toBe(
      '相对湿度必须大于 0% 且不超过 100%',
    );
    expect(refusal(() => relativeHumidity({ temperature: 10, dewPoint: 12 }))).toBe(
      '露点温度不能高于空气温度',
    );
    // Found by the fuzzer: a humidity so small that its logarithm is −∞.
    expect(refusal(() => dewPoint({ temperature: 3, relativeHumidity: 8.4e-323 }))).toBe(
      '露点低于 -45°C，超出 Magnus 公式的适用范围',
    );
  });
});

describe('refrigerant saturation (NIST WebBook for R134a and R717; Lemmon 2003 for R404A)', () => {
  it('reads a tabulated row as it is', () => {
    // NIST: R134a at 0 °C 292.80 kPa; R717 at 20 °C 857.5 kPa; R404A (bubble) at 0 °C 601.3 kPa.
    expect(refrigerantSaturation({ refrigerant: 'R134a', temperature: 0 }).pressure).toBe(292.8);
    expect(refrigerantSaturation({ refrigerant: 'r717', temperature: 20 }).pressure).toBe(857.5);
    expect(refrigerantSaturation({ refrigerant: 'R404A', temperature: 0 }).pressure).toBe(601.3);
  });

  it('interpolates between rows close to the equation of state', () => {
    // NIST: R134a at −15 °C 163.94 kPa; the interpolation gives 163.83 (0.07 % low).
    expect(refrigerantSaturation({ refrigerant: 'R134a', temperature: -15 }).pressure).toBeCloseTo(163.83, 1);
    // The normal boiling points from the pressure of one atmosphere: NIST R134a −26.07 °C,
    // R717 −33.33 °C; the interpolation gives −26.06 and −33.31.
    const r134a = refrigerantSaturation({ refrigerant: 'R134a', pressure: 101.325 });
    expect(r134a.temperature).toBeCloseTo(-26.06, 2);
    expect(r134a.gaugePressure).toBe(0);
    expect(refrigerantSaturation({ refrigerant: 'R717', pressure: 101.325 }).temperature).toBeCloseTo(
      -33.31,
      2,
    );
  });

  it('answers the reference saturation pressures within 0.15 % (NIST WebBook, ASHRAE Fundamentals)', () => {
    // Reference values (kPa, absolute): R134a normal boiling point −26.07 °C at 101.325 kPa,
    // 0 °C 292.80, 40 °C 1016.6, 50 °C 1317.9, 60 °C 1681.8 (NIST, Tillner-Roth & Baehr);
    // R717 normal boiling point −33.33 °C at 101.325 kPa, 0 °C 429.4, 40 °C 1555 (NIST,
    // Tillner-Roth et al.). Interpolating ln p in 1/T across a 10 K step misses by up to ~0.1 %
    // (the boiling points come out at 101.25 and 101.22 kPa: 0.07 % and 0.10 % low), hence 0.15 %
    // there; a tabulated row is held to 0.01 % (0.05 % for the 4-digit 1555), which the old R134a
    // 50 °C and 60 °C rows (1318.5 and 1682.8, 0.05 % high) failed.
    const references: [string, number, number, number][] = [
      ['R134a', -26.07, 101.325, 0.15],
      ['R134a', 0, 292.8, 0.01],
      ['R134a', 40, 1016.6, 0.01],
      ['R134a', 50, 1317.9, 0.01],
      ['R134a', 60, 1681.8, 0.01],
      ['R717', -33.33, 101.325, 0.15],
      ['R717', 0, 429.4, 0.01],
      ['R717', 40, 1555, 0.05],
    ];
    for (const [refrigerant, temperature, reference, percent] of references) {
      const { pressure } = refrigerantSaturation({ refrigerant, temperature });
      const off = (100 * Math.abs(pressure - reference)) / reference;
      expect({ refrigerant, temperature, off: off <= percent }).toEqual({
        refrigerant,
        temperature,
        off: true,
      });
    }
    // And back: one atmosphere boils R134a at −26.07 °C and R717 at −33.33 °C, within 0.05 K.
    expect(
      Math.abs(refrigerantSaturation({ refrigerant: 'R134a', pressure: 101.325 }).temperature + 26.07),
    ).toBeLessThanOrEqual(0.05);
    expect(
      Math.abs(refrigerantSaturation({ refrigerant: 'R717', pressure: 101.325 }).temperature + 33.33),
    ).toBeLessThanOrEqual(0.05);
  });

  it('refuses an unknown refrigerant, both or neither value, and a value off the table', () => {
    expect(refusal(() => refrigerantSaturation({ refrigerant: 'R22', temperature: 0 }))).toBe(
      '不支持的制冷剂：R22，可选 R134a、R404A、R717',
    );
    expect(refusal(() => refrigerantSaturation({ refrigerant: 'R717' }))).toBe(
      '饱和温度与饱和压力请只填写其中一项',
    );
    expect(refusal(() => refrigerantSaturation({ refrigerant: 'R717', temperature: 1, pressure: 2 }))).toBe(
      '饱和温度与饱和压力请只填写其中一项',
    );
    expect(refusal(() => refrigerantSaturation({ refrigerant: 'R134a', temperature: 90 }))).toBe(
      'R134a 的饱和温度必须在 -40°C 到 60°C 之间',
    );
  });
});

describe('unit conversion (NIST SP 811 factors)', () => {
  it('converts pressure, temperature and energy', () => {
    // 100 kPa / 6.894757 kPa/psi = 14.5038 psi; 1 atm = 101.325/0.1333224 = 760.000 mmHg.
    expect(convertUnit({ value: 1, from: 'bar', to: 'psi' }).result).toBe(14.5038);
    expect(convertUnit({ value: 1, from: 'atm', to: 'mmHg' }).result).toBe(760);
    // (100 − 32)·5/9 = 37.7778 °C; −40 °F is −40 °C; 0 K is −273.15 °C.
    expect(convertUnit({ value: 100, from: '°F', to: '℃' }).result).toBe(37.7778);
    expect(convertUnit({ value: -40, from: 'F', to: 'C' }).result).toBe(-40);
    expect(convertUnit({ value: 0, from: 'K', to: '°C' }).result).toBe(-273.15);
    // 3600 kJ / 1.055056 kJ/Btu = 3412.14 Btu.
    expect(convertUnit({ value: 1, from: 'kWh', to: 'BTU' })).toMatchObject({
      quantity: '能量',
      result: 3412.14,
    });
  });

  it('refuses units of different quantities, unknown units and temperatures below absolute zero', () => {
    expect(refusal(() => convertUnit({ value: 1, from: 'bar', to: 'K' }))).toBe(
      'bar（压力）不能换算为 K（温度）',
    );
    expect(refusal(() => convertUnit({ value: 1, from: 'furlong', to: 'K' }))).toMatch(
      /^不支持的原单位：furlong/,
    );
    expect(refusal(() => convertUnit({ value: -300, from: '°C', to: 'K' }))).toBe(
      '温度不能低于绝对零度（-273.15°C）',
    );
  });
});

describe('cold-room door infiltration (ASHRAE Handbook—Refrigeration 2018, ch. 24, eqs. 19–21)', () => {
  const input = () => ({
    doorWidth: 2.5,
    doorHeight: 3,
    roomTemp: -20,
    roomHumidity: 80,
    outsideTemp: 30,
    outsideHumidity: 60,
    openMinutesPerHour: 15,
  });

  it('matches the handbook equations worked by hand', () => {
    // Door 2.5 m × 3 m; room −20 °C, 80 %; outside 30 °C, 60 %; open 15 min an hour; no curtain.
    // Room air: pws over ice 0.10326 kPa, W = 0.000507, h = −18.870 kJ/kg, ρ = 1.3933 kg/m³.
    // Outside: pws 4.2337 kPa, W = 0.015993, h = 71.071 kJ/kg, ρ = 1.1352 kg/m³.
    // Fm = [2/(1 + (1.3933/1.1352)^(1/3))]^1.5 = 0.9493;
    // q = 0.221·7.5·89.941·1.3933·(1 − 0.8148)^0.5·(9.81·3)^0.5·0.9493 = 460.3 kW;
    // qt = 460.3·(15/60)·0.8 (ΔT 50 K > 11 K)·(1 − 0) = 92.06 kW.
    const answer = doorInfiltration(input());
    expect(answer.enthalpyInside).toBeCloseTo(-18.87, 2);
    expect(answer.enthalpyOutside).toBeCloseTo(71.071, 2);
    expect(answer.densityFactor).toBeCloseTo(0.9493, 3);
    expect(answer.openDoorLoad).toBeCloseTo(460.3, 0);
    expect(answer.flowFactor).toBe(0.8);
    expect(answer.averageLoad).toBeCloseTo(92.06, 1);
    // A strip curtain of effectiveness 0.9 leaves a tenth.
    expect(doorInfiltration({ ...input(), protection: 0.9 }).averageLoad).toBeCloseTo(9.21, 1);
  });

  it('refuses a warm room and impossible times', () => {
    expect(refusal(() => doorInfiltration({ ...input(), roomTemp: 35 }))).toBe('库外温度必须高于库内温度');
    expect(refusal(() => doorInfiltration({ ...input(), openMinutesPerHour: 61 }))).toBe(
      '每小时开门时间必须在 0 分钟 到 60 分钟 之间',
    );
  });
});

describe('temperature log statistics', () => {
  const csv = [
    '时间,温度',
    '2026-03-01 08:00,4.0',
    '2026-03-01 08:10,5.0',
    '2026-03-01 08:20,9.0',
    '2026-03-01 08:35,7.0',
    '2026-03-01 08:40,1.0',
    '2026-03-01 09:00,3.0',
  ].join('\r\n');

  it('gives min, max, mean and the minutes out of range', () => {
    // By hand, range 2–8 °C: mean (4 + 5 + 9 + 7 + 1 + 3)/6 = 4.83; out of range 9.0 (08:20 until
    // 08:35, 15 min) and 1.0 (08:40 until 09:00, 20 min): 35 minutes, 2 readings.
    expect(temperatureLog({ csv, low: 2, high: 8 })).toEqual({
      readings: 6,
      min: 1,
      max: 9,
      mean: 4.83,
      minutesOutOfRange: 35,
      readingsOutOfRange: 2,
      firstTime: '2026-03-01 08:00',
      lastTime: '2026-03-01 09:00',
    });
  });

  it('names the line it cannot read', () => {
    expect(refusal(() => temperatureLog({ csv: `${csv}\n2026-03-01 09:10,热`, low: 2, high: 8 }))).toBe(
      '第 8 行的温度不是数字：热',
    );
    expect(refusal(() => temperatureLog({ csv: `${csv}\n2026-02-30 09:10,3`, low: 2, high: 8 }))).toBe(
      '第 8 行的时间无法识别：2026-02-30 09:10',
    );
    expect(refusal(() => temperatureLog({ csv: `${csv}\n2026-03-01 08:50,3`, low: 2, high: 8 }))).toBe(
      '第 8 行的时间没有晚于上一行',
    );
    expect(refusal(() => temperatureLog({ csv: '时间,温度\n', low: 2, high: 8 }))).toBe(
      '文件中没有温度记录（每行：时间,温度）',
    );
    expect(refusal(() => temperatureLog({ csv, low: 8, high: 2 }))).toBe('温度下限必须低于温度上限');
  });
});

describe('vaccine box holdover (ice melting against the leak, 334 kJ/kg)', () => {
  it('gives the hours the ice lasts', () => {
    // By hand: leak 0.9·(30 − 5) = 22.5 W; 4·334 000 J / 22.5 W = 59 378 s = 16.49 h.
    expect(vaccineHoldover({ iceMass: 4, ua: 0.9, ambientTemp: 30, insideTemp: 5 })).toEqual({
      heatLeak: 22.5,
      holdoverHours: 16.49,
    });
    expect(refusal(() => vaccineHoldover({ iceMass: 4, ua: 0.9, ambientTemp: 5, insideTemp: 5 }))).toBe(
      '环境温度必须高于箱内温度',
    );
  });
});

describe('refrigerated body K value (ATP agreement, Annex 1, Appendix 2: K = W/(S·ΔT), S = √(Si·Se))', () => {
  it('gives K and the ATP class', () => {
    // By hand: S = √(60·68) = 63.875 m²; K = 1200/(63.875·20) = 0.9393 W/(m²·K): above 0.70.
    expect(
      truckKValue({ heatingPower: 1200, insideTemp: 32, outsideTemp: 12, innerArea: 60, outerArea: 68 }),
    ).toEqual({
      meanArea: 63.875,
      kValue: 0.9393,
      insulation: '未达到 ATP 隔热要求',
    });
    // 500 W over the same body: K = 0.3914, heavily insulated.
    expect(
      truckKValue({ heatingPower: 500, insideTemp: 32, outsideTemp: 12, innerArea: 60, outerArea: 68 })
        .insulation,
    ).toBe('强隔热（IR）');
  });
});

import { z } from 'zod';
import { defineEndpoint } from './contract.ts';
import type { UploadSpec } from './uploads.ts';
import { tooLong } from './validation.ts';

/**
 * The platform's own microservices (issue 19): pure calculations served under `/api/builtin`,
 * registered in the catalogue and reached, like any other microservice, through the forwarding
 * call (the operator allows this server's own address). Anyone may call them directly too.
 * Field names are the catalogue's parameter names (`requestName`): forwarding sends the
 * user's values under them.
 */

/** A number as forwarding or a direct caller sends it, refused with its name when it is not one. */
const number = (label: string) =>
  z.coerce.number<number>({ message: `${label}必须是数字` }).refine(Number.isFinite, `${label}必须是数字`);
const optionalNumber = (label: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), number(label).optional());
const name = (label: string) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(20, tooLong(label, 20));

export const zDewPointRequest = z.object({
  temperature: number('空气温度'),
  relativeHumidity: number('相对湿度'),
});
export const zDewPointAnswer = z.object({
  dewPoint: z.number(),
  vapourPressure: z.number(),
  saturationPressure: z.number(),
});

export const zRelativeHumidityRequest = z.object({
  temperature: number('空气温度'),
  dewPoint: number('露点温度'),
});
export const zRelativeHumidityAnswer = z.object({
  relativeHumidity: z.number(),
  vapourPressure: z.number(),
  saturationPressure: z.number(),
});

export const zSaturationRequest = z.object({
  refrigerant: name('制冷剂'),
  temperature: optionalNumber('饱和温度'),
  pressure: optionalNumber('饱和压力'),
});
export const zSaturationAnswer = z.object({
  refrigerant: z.string(),
  temperature: z.number(),
  pressure: z.number(),
  gaugePressure: z.number(),
});

export const zUnitConversionRequest = z.object({
  value: number('数值'),
  from: name('原单位'),
  to: name('目标单位'),
});
export const zUnitConversionAnswer = z.object({
  quantity: z.string(),
  value: z.number(),
  from: z.string(),
  to: z.string(),
  result: z.number(),
});

export const zDoorInfiltrationRequest = z.object({
  doorWidth: number('门宽'),
  doorHeight: number('门高'),
  roomTemp: number('库内温度'),
  roomHumidity: number('库内相对湿度'),
  outsideTemp: number('库外温度'),
  outsideHumidity: number('库外相对湿度'),
  openMinutesPerHour: number('每小时开门时间'),
  protection: optionalNumber('门帘等防护效率'),
});
export const zDoorInfiltrationAnswer = z.object({
  openDoorLoad: z.number(),
  averageLoad: z.number(),
  dailyEnergy: z.number(),
  densityFactor: z.number(),
  flowFactor: z.number(),
  enthalpyOutside: z.number(),
  enthalpyInside: z.number(),
  densityOutside: z.number(),
  densityInside: z.number(),
});

export const zVaccineHoldoverRequest = z.object({
  iceMass: number('冰排质量'),
  ua: number('箱体漏热系数 UA'),
  ambientTemp: number('环境温度'),
  insideTemp: number('箱内温度'),
});
export const zVaccineHoldoverAnswer = z.object({ heatLeak: z.number(), holdoverHours: z.number() });

export const zTruckKValueRequest = z.object({
  heatingPower: number('内部加热功率'),
  insideTemp: number('厢内平均温度'),
  outsideTemp: number('厢外平均温度'),
  innerArea: number('内表面积'),
  outerArea: number('外表面积'),
});
export const zTruckKValueAnswer = z.object({
  meanArea: z.number(),
  kValue: z.number(),
  insulation: z.string(),
});

/** The temperature log's limits travel as form fields beside the file. */
export const zTemperatureLogFields = z.object({
  low: number('温度下限'),
  high: number('温度上限'),
});
export const zTemperatureLogAnswer = z.object({
  readings: z.number().int(),
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  minutesOutOfRange: z.number(),
  readingsOutOfRange: z.number().int(),
  firstTime: z.string(),
  lastTime: z.string(),
});

/** A logger's CSV: text, at most 1 MB (some 30 000 readings). */
export const TEMPERATURE_LOG_UPLOAD: UploadSpec = {
  field: 'file',
  accepts: { csv: 1024 * 1024 },
  maxPixels: 0,
};

export const BUILTIN_TEXTS = {
  csvMissing: '请上传温度记录文件（CSV）',
  csvType: '温度记录文件必须是 CSV 文本（UTF-8 编码）',
  csvSize: '温度记录文件不能超过 1MB',
} as const;

export const builtinApi = {
  dewPoint: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/dew-point',
    tag: 'builtin',
    summary: '内置微服务：由空气温度与相对湿度计算露点（Magnus 公式）',
    access: 'visitor',
    body: zDewPointRequest,
    data: zDewPointAnswer,
  }),
  relativeHumidity: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/relative-humidity',
    tag: 'builtin',
    summary: '内置微服务：由空气温度与露点计算相对湿度（Magnus 公式）',
    access: 'visitor',
    body: zRelativeHumidityRequest,
    data: zRelativeHumidityAnswer,
  }),
  refrigerantSaturation: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/refrigerant-saturation',
    tag: 'builtin',
    summary: '内置微服务：R134a、R404A、R717 的饱和压力与饱和温度（查表插值）',
    access: 'visitor',
    body: zSaturationRequest,
    data: zSaturationAnswer,
  }),
  unitConversion: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/unit-conversion',
    tag: 'builtin',
    summary: '内置微服务：压力、温度、能量单位换算',
    access: 'visitor',
    body: zUnitConversionRequest,
    data: zUnitConversionAnswer,
  }),
  doorInfiltration: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/door-infiltration',
    tag: 'builtin',
    summary: '内置微服务：冷库开门渗透热负荷（ASHRAE 制冷手册方法）',
    access: 'visitor',
    body: zDoorInfiltrationRequest,
    data: zDoorInfiltrationAnswer,
  }),
  vaccineHoldover: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/vaccine-holdover',
    tag: 'builtin',
    summary: '内置微服务：疫苗冷藏箱冰排保冷时长',
    access: 'visitor',
    body: zVaccineHoldoverRequest,
    data: zVaccineHoldoverAnswer,
  }),
  truckKValue: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/truck-k-value',
    tag: 'builtin',
    summary: '内置微服务：冷藏车厢体 K 值（ATP 内加热法）',
    access: 'visitor',
    body: zTruckKValueRequest,
    data: zTruckKValueAnswer,
  }),
  temperatureLog: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/temperature-log',
    tag: 'builtin',
    summary: '内置微服务：温度记录 CSV 的最小、最大、平均值与超限分钟数',
    access: 'visitor',
    kind: 'multipart',
    upload: TEMPERATURE_LOG_UPLOAD,
    query: zTemperatureLogFields,
    data: zTemperatureLogAnswer,
  }),
};

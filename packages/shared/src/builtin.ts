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

export const zFreezingTimeRequest = z.object({
  shape: name('形状'),
  thickness: number('厚度或直径'),
  density: number('密度'),
  latentHeat: number('冻结潜热'),
  conductivity: number('冻结后导热系数'),
  heatTransfer: number('表面换热系数'),
  freezingPoint: number('初始冻结点'),
  airTemp: number('冷风温度'),
});
export const zFreezingTimeAnswer = z.object({
  shape: z.string(),
  shapeFactorP: z.number(),
  shapeFactorR: z.number(),
  seconds: z.number(),
  hours: z.number(),
});

export const zReeferDriftRequest = z.object({
  ua: number('箱体漏热系数 UA'),
  capacity: number('箱内货物与空气热容'),
  initialTemp: number('断电时箱温'),
  ambientTemp: number('环境温度'),
  hours: number('预测时长'),
  limitTemp: optionalNumber('允许温度上限'),
});
export const zReeferDriftAnswer = z.object({
  timeConstantHours: z.number(),
  finalTemp: z.number(),
  curve: z.array(z.object({ hour: z.number(), temperature: z.number() })),
  limitTemp: z.number().nullable(),
  hoursToLimit: z.number().nullable(),
});

export const zCompressorCopRequest = z.object({
  evaporatingTemp: number('蒸发温度'),
  condensingTemp: number('冷凝温度'),
  isentropicEfficiency: number('等熵效率'),
  mechanicalEfficiency: optionalNumber('机械效率'),
});
export const zCompressorCopAnswer = z.object({
  carnotCop: z.number(),
  cop: z.number(),
  isentropicEfficiency: z.number(),
  mechanicalEfficiency: z.number(),
  temperatureLift: z.number(),
});

export const zRespirationHeatRequest = z.object({
  product: name('品种'),
  mass: number('货物质量'),
  temperature: number('贮藏温度'),
});
export const zRespirationHeatAnswer = z.object({
  product: z.string(),
  heatRate: z.number(),
  totalHeat: z.number(),
  dailyEnergy: z.number(),
  coefficientF: z.number(),
  coefficientG: z.number(),
});

export const zWallHeatFluxRequest = z.object({
  thickness: number('聚氨酯层厚度'),
  conductivity: number('保温材料导热系数'),
  area: number('面积'),
  deltaT: number('内外温差'),
});
export const zWallHeatFluxAnswer = z.object({
  insideCoefficient: z.number(),
  outsideCoefficient: z.number(),
  resistance: z.number(),
  kValue: z.number(),
  heatFlux: z.number(),
  heatFlow: z.number(),
  dailyEnergy: z.number(),
});

export const zFrostRiskRequest = z.object({
  surfaceTemp: number('翅片表面温度'),
  airTemp: number('来风温度'),
  relativeHumidity: number('来风相对湿度'),
});
export const zFrostRiskAnswer = z.object({
  dewPoint: z.number(),
  frostPoint: z.number().nullable(),
  vapourPressure: z.number(),
  frost: z.boolean(),
  condensation: z.boolean(),
  risk: z.string(),
  verdict: z.string(),
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
  freezingTime: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/freezing-time',
    tag: 'builtin',
    summary: '内置微服务：食品冻结时间（Plank 公式，平板、圆柱、球）',
    access: 'visitor',
    body: zFreezingTimeRequest,
    data: zFreezingTimeAnswer,
  }),
  reeferDrift: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/reefer-drift',
    tag: 'builtin',
    summary: '内置微服务：冷藏箱断电后箱温逐时变化（集总参数模型）',
    access: 'visitor',
    body: zReeferDriftRequest,
    data: zReeferDriftAnswer,
  }),
  compressorCop: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/compressor-cop',
    tag: 'builtin',
    summary: '内置微服务：压缩机 COP（逆卡诺 COP 乘以等熵效率与机械效率）',
    access: 'visitor',
    body: zCompressorCopRequest,
    data: zCompressorCopAnswer,
  }),
  respirationHeat: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/respiration-heat',
    tag: 'builtin',
    summary: '内置微服务：果蔬呼吸热（ASHRAE 制冷手册 Becker–Fricke 关联式）',
    access: 'visitor',
    body: zRespirationHeatRequest,
    data: zRespirationHeatAnswer,
  }),
  wallHeatFlux: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/wall-heat-flux',
    tag: 'builtin',
    summary: '内置微服务：保温板传热系数与热流量（串联热阻）',
    access: 'visitor',
    body: zWallHeatFluxRequest,
    data: zWallHeatFluxAnswer,
  }),
  frostRisk: defineEndpoint({
    method: 'POST',
    path: '/api/builtin/micro/frost-risk',
    tag: 'builtin',
    summary: '内置微服务：蒸发器翅片结霜风险（来风露点与霜点对比表面温度）',
    access: 'visitor',
    body: zFrostRiskRequest,
    data: zFrostRiskAnswer,
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

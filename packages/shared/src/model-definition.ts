import { z } from 'zod';
import {
  isEndpointPath,
  MICRO_METHODS,
  MICRO_PROTOCOLS,
  microEndpointShape,
  zMicroFields,
  zMicroFieldView,
} from './micro-endpoint.ts';
import { defineStatuses } from './statuses.ts';
import { tooLong } from './validation.ts';

/**
 * A mechanism model's definition as both its forms write it: the console's 机理模型管理 editor
 * (/system/models) and the developer community's model submission (/community/model). Only a
 * published model (modelStatusCode 3, spec 000 §3) shows in the catalogue and runs.
 */

/** modelStatusCode: 3 is the spec's 已发布; the others never show to visitors. */
export const MODEL_STATUSES = defineStatuses([
  { key: 'draft', value: 1, label: '草稿', tone: 'neutral' },
  { key: 'review', value: 2, label: '审核中', tone: 'warning' },
  { key: 'published', value: 3, label: '已发布', tone: 'success' },
]);
export type ModelStatus = (typeof MODEL_STATUSES.values)[number];

export const MODEL_NAME_MAX = 100;
export const MODEL_DESCRIBES_MAX = 1000;
/** The principle's stored rich text. */
export const MODEL_PRINCIPLE_MAX = 20_000;

export const MODEL_DEFINITION_TEXTS = {
  codeTaken: '模型编码已被使用，请换一个编码',
  sortMissing: '所选模型分类不存在，请重新选择',
  principleEmpty: '模型原理清理后为空，请输入原理',
  builtinCode: '该模型由平台内置计算，编码不能修改',
  builtinField: (name: string) => `内置模型的参数 ${name} 不能删除或改名（计算按参数名取值）`,
  builtinUsed: (code: string) => `编码 ${code} 属于平台内置模型，请换一个编码`,
  externalNeedsDomain: '非内置模型须填写可转发的接口域名',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, tooLong(label, max));

/** The model's code names its computation (a built-in one by its code) and its address; it is unique. */
export const zModelCode = z
  .string({ error: '请输入模型编码' })
  .trim()
  .min(1, '请输入模型编码')
  .max(50, tooLong('模型编码', 50))
  .regex(/^[a-z0-9][a-z0-9-]*$/, '模型编码只能含小写字母、数字与连字符，并以字母或数字开头');

const zModelPrefix = z
  .string({ error: '路径前缀不正确' })
  .trim()
  .max(100, tooLong('路径前缀', 100))
  .refine((value) => value === '' || isEndpointPath(value), '路径前缀须以 / 开头，只含字母、数字与 - _ . ~ /')
  .transform((value) => value.replace(/\/$/, ''))
  .default('');

export const zModelDefinitionForm = z.object({
  modelName: text('模型名称', MODEL_NAME_MAX),
  code: zModelCode,
  describes: text('模型简介', MODEL_DESCRIBES_MAX),
  modelSortCode: z
    .string({ error: '请选择模型分类' })
    .trim()
    .min(1, '请选择模型分类')
    .max(50, tooLong('模型分类', 50)),
  modelTypeName: text('模型类型', 50),
  professionSortName: text('专业分类', 50),
  /** Rich text, sanitised with the shared allow-list on the server. */
  principle: text('模型原理', MODEL_PRINCIPLE_MAX),
  method: z.enum(MICRO_METHODS, { error: '请选择请求方式' }),
  protocol: z.enum(MICRO_PROTOCOLS, { error: '请选择协议' }),
  domain: microEndpointShape.domain,
  /** A path prefix before the uri (`/api/builtin`); empty for none. */
  prefix: zModelPrefix,
  uri: microEndpointShape.uri,
  /** The IoT-data run (spec 001 §7.2): the model runs on the demo cold room's readings. */
  isRequestData: z.boolean({ error: '请选择是否使用物联网数据' }).default(false),
  fields: zMicroFields,
});
export type ModelDefinitionForm = z.input<typeof zModelDefinitionForm>;
export type CheckedModelDefinition = z.output<typeof zModelDefinitionForm>;

/** A model's definition as both forms read it back (the request fields in their order). */
export const zModelDefinitionView = z.object({
  modelName: z.string(),
  code: z.string(),
  describes: z.string(),
  modelSortCode: z.string(),
  modelSortName: z.string(),
  modelTypeName: z.string(),
  professionSortName: z.string(),
  principle: z.string(),
  modelStatusCode: z.number().int(),
  method: z.string(),
  protocol: z.string(),
  domain: z.string(),
  prefix: z.string(),
  uri: z.string(),
  isRequestData: z.boolean(),
  fields: z.array(zMicroFieldView),
});
export type ModelDefinitionView = z.infer<typeof zModelDefinitionView>;

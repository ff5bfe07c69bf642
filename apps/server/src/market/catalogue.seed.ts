import { MODEL_STATUS_PUBLISHED, REQUEST_LOCATIONS, REQUEST_TYPES } from '@portal/shared/catalogue';
import { DEFAULT_TRIAL_MONTHS } from '@portal/shared/market';
import type { Db } from '../db/database.ts';
import type { Seeder } from '../db/seeds/seeder.ts';
import { DAY_MS } from '../lib/time.ts';
import {
  associateApps,
  createApp,
  createIndustry,
  createMicroservice,
  createModel,
  createModelSort,
  type RequestFieldInput,
} from './catalogue.service.ts';

/**
 * The demo catalogue: apps over six industries (charged and free, trial-flagged, yearly plans,
 * an association chain and a cycle), microservices of all four types and published mechanism
 * models, plus a few unpublished entries that must never show. Logos are generated.
 * The demo tenant 13800000001 starts with no subscriptions.
 */

type Kind = 'free' | 'charged' | 'trial';
interface AppSeed {
  name: string;
  remake: string;
  kind: Kind;
  /** One year's current price in yuan (charged apps). */
  price?: number;
  installs: number;
  features: [string, string, string];
  /** Published by the second demo tenant (示例食品有限公司). */
  sample?: boolean;
  trialMonths?: number;
  state?: number;
}

const INDUSTRIES: { name: string; scene: string; apps: AppSeed[] }[] = [
  {
    name: '冷链物流',
    scene: '冷库、冷藏车与城市配送中心',
    apps: [
      {
        name: '冷机物联网',
        remake: '冷机设备联网监控，远程查看运行参数与故障告警',
        kind: 'trial',
        price: 1680,
        installs: 326,
        features: [
          '压缩机、冷凝器、蒸发器运行参数秒级采集',
          '高低压、排气温度越限告警并短信通知',
          '按机组统计运行时长与耗电量',
        ],
      },
      {
        name: '冷柜物联网',
        remake: '商超冷柜温度、门磁与能耗一体化监管',
        kind: 'trial',
        price: 980,
        installs: 288,
        features: ['柜内温度曲线与开门次数记录', '除霜周期与异常升温提醒', '门店冷柜资产台账与能耗排名'],
      },
      {
        name: '冷库温湿度监控',
        remake: '多库区温湿度在线监测、超限报警与合规报表',
        kind: 'trial',
        price: 1280,
        installs: 412,
        features: [
          '库区分区布点，温湿度一分钟一采',
          '超限分级报警与值班确认',
          '一键导出符合 GSP/HACCP 的温湿度报表',
        ],
      },
      {
        name: '冷链运输调度',
        remake: '冷藏车辆排班、路线规划与在途温控协同',
        kind: 'trial',
        price: 2980,
        installs: 205,
        features: ['按温区与时效自动排线装车', '在途车辆位置与厢温实时查看', '到货时间预测与异常改派'],
      },
      {
        name: '车载冷机监控',
        remake: '冷藏车制冷机组远程监控与油耗分析',
        kind: 'trial',
        price: 1580,
        installs: 176,
        features: ['机组开关机、设定温度远程查看', '厢温与车门状态联动告警', '制冷机组油耗与运行效率分析'],
      },
      {
        name: '电子运单',
        remake: '冷链运单电子化，交接签收全程留痕',
        kind: 'trial',
        price: 880,
        installs: 154,
        features: ['运单在线创建与扫码交接', '签收时自动附带全程温度记录', '运单归档与按客户对账'],
      },
      {
        name: '冷链追溯码',
        remake: '一物一码记录冷链环节，扫码即可追溯温度履历',
        kind: 'free',
        installs: 390,
        features: ['批次赋码与环节绑定', '消费者扫码查看冷链履历', '追溯数据按批次导出'],
      },
      {
        name: '冷链设备接入网关',
        remake: '多品牌冷机、温控器与传感器的统一接入',
        kind: 'trial',
        price: 680,
        installs: 298,
        trialMonths: 1,
        features: ['Modbus、MQTT 等协议接入', '断网缓存与补传', '设备在线状态与心跳监测'],
      },
      {
        name: '冷链仓储WMS',
        remake: '冷库仓储作业管理：入库、上架、拣选与出库',
        kind: 'charged',
        price: 3680,
        installs: 132,
        features: ['按温区与保质期推荐库位', '先进先出与近效期预警', '作业人员冷库停留时长统计'],
      },
    ],
  },
  {
    name: '食品加工',
    scene: '中央厨房、速冻食品与烘焙工厂',
    apps: [
      {
        name: '中央厨房生产管理',
        remake: '中央厨房订单汇总、排产、领料与出品一体化',
        kind: 'charged',
        price: 4980,
        installs: 98,
        sample: true,
        features: ['门店订单自动汇总成生产计划', '按配方自动计算领料', '出品批次与留样记录'],
      },
      {
        name: '食品安全追溯',
        remake: '原料到成品的批次追溯与召回演练',
        kind: 'free',
        installs: 264,
        sample: true,
        features: ['原料批次与供应商资质登记', '成品批次正反向追溯', '召回演练与追溯报告'],
      },
      {
        name: '速冻生产线监控',
        remake: '速冻隧道温度、风速与产能在线监控',
        kind: 'trial',
        price: 2680,
        installs: 143,
        features: ['隧道各段温度与风机状态监控', '产品中心温度抽检记录', '单位产能能耗分析'],
      },
      {
        name: '烘焙排产助手',
        remake: '按门店要货与保质期自动生成烘焙排产',
        kind: 'charged',
        price: 1280,
        installs: 87,
        sample: true,
        features: ['要货预测与排产建议', '醒发、烘烤工序时间表', '临期品自动提示'],
      },
      {
        name: 'HACCP关键点记录',
        remake: '关键控制点监测记录与纠偏闭环',
        kind: 'free',
        installs: 231,
        features: ['CCP 监测表单与定时提醒', '偏离自动生成纠偏任务', '记录电子化归档'],
      },
      {
        name: '原料库存预警',
        remake: '原料库存、保质期与安全库存预警',
        kind: 'free',
        installs: 198,
        features: ['原料出入库登记', '安全库存与临期预警', '库存周转分析'],
      },
      {
        name: '杀菌釜温度曲线记录',
        remake: '杀菌工艺温度、压力曲线自动记录与 F 值核算',
        kind: 'trial',
        price: 1180,
        installs: 76,
        features: ['杀菌釜温度、压力自动采集', '按工艺自动核算 F0 值', '批次工艺记录防篡改存档'],
      },
      {
        name: '食品配方管理',
        remake: '配方版本、营养成分与过敏原管理',
        kind: 'charged',
        price: 1980,
        installs: 112,
        features: ['配方版本与审批', '营养成分表自动计算', '过敏原标识检查'],
      },
    ],
  },
  {
    name: '医药冷链',
    scene: '疫苗、生物制品与冷藏药品的储运',
    apps: [
      {
        name: '疫苗冷链监测',
        remake: '疫苗冷藏设备与运输全程温度监测',
        kind: 'trial',
        price: 2380,
        installs: 167,
        trialMonths: 6,
        features: ['冷藏冰箱与冷藏包温度在线监测', '2-8°C 超限即时报警', '接种点温度记录自动上报'],
      },
      {
        name: 'GSP温控合规报表',
        remake: '按 GSP 要求自动生成温湿度监测与验证报表',
        kind: 'charged',
        price: 1680,
        installs: 189,
        features: ['监测数据不可篡改存档', '日、月温湿度报表自动生成', '偏差记录与处理留痕'],
      },
      {
        name: '医药冷藏车监管',
        remake: '医药冷藏车在途温度、位置与开门监管',
        kind: 'trial',
        price: 1980,
        installs: 121,
        features: ['在途温度与定位实时回传', '开门与停车超时报警', '运输记录随货同行'],
      },
      {
        name: '冷藏药品库位管理',
        remake: '冷藏药品库位、效期与批号管理',
        kind: 'charged',
        price: 2280,
        installs: 94,
        features: ['按批号与效期管理库位', '近效期与冻结风险提醒', '出入库复核记录'],
      },
      {
        name: '温度记录仪数据采集',
        remake: '主流温度记录仪数据导入与曲线查看',
        kind: 'free',
        installs: 276,
        features: ['USB 与蓝牙记录仪数据导入', '温度曲线与统计值', 'PDF 报告导出'],
      },
      {
        name: '药品冷链验证',
        remake: '冷库、冷藏车与保温箱的验证方案与报告',
        kind: 'charged',
        price: 3280,
        installs: 65,
        features: ['验证方案模板与布点图', '验证数据分析与结论', '验证报告生成'],
      },
      {
        name: '冷链异常处置工单',
        remake: '温度偏差发生后的处置、评估与 CAPA 闭环',
        kind: 'free',
        installs: 143,
        features: ['偏差自动生成工单', '质量评估与放行决定记录', 'CAPA 跟踪'],
      },
      {
        name: '医药配送签收',
        remake: '医药配送到货验收与电子签收',
        kind: 'free',
        installs: 158,
        features: ['到货温度核对', '电子签收与拒收记录', '签收单据归档'],
      },
    ],
  },
  {
    name: '智能制造',
    scene: '离散制造车间与设备密集型工厂',
    apps: [
      {
        name: '设备点检巡检',
        remake: '设备点检、巡检路线与缺陷闭环',
        kind: 'free',
        installs: 352,
        features: ['点检标准与巡检路线配置', '扫码点检与拍照记录', '缺陷派单与处理闭环'],
      },
      {
        name: '设备预测性维护',
        remake: '基于振动与温度趋势的设备故障预测',
        kind: 'trial',
        price: 3980,
        installs: 118,
        features: ['振动、温度特征值趋势分析', '故障模式识别与剩余寿命估计', '维护计划建议'],
      },
      {
        name: '生产工单报工',
        remake: '工单下达、工序报工与产量统计',
        kind: 'free',
        installs: 301,
        features: ['工单拆分与派工', '移动端扫码报工', '产量与良率统计'],
      },
      {
        name: '质量检验管理',
        remake: '来料、过程与成品检验管理',
        kind: 'charged',
        price: 2580,
        installs: 137,
        features: ['检验标准与抽样方案', '不合格品评审与处置', '质量统计与 SPC 图'],
      },
      {
        name: '车间看板',
        remake: '车间产量、设备状态与异常的大屏看板',
        kind: 'free',
        installs: 244,
        features: ['产线实时产量看板', '设备运行状态一览', '安灯异常呼叫展示'],
      },
      {
        name: '模具寿命管理',
        remake: '模具冲次计数、保养提醒与寿命预测',
        kind: 'charged',
        price: 1480,
        installs: 73,
        features: ['模具冲次自动计数', '到期保养提醒', '寿命与维修成本分析'],
      },
      {
        name: '备件库存管理',
        remake: '设备备件库存、领用与安全库存',
        kind: 'free',
        installs: 189,
        features: ['备件台账与库位', '领用与归还记录', '安全库存预警'],
      },
      {
        name: '离散制造执行系统',
        remake: '面向离散制造的轻量 MES：计划、执行、质量、追溯',
        kind: 'trial',
        price: 6800,
        installs: 84,
        features: ['计划排程与工单执行', '物料齐套与线边库管理', '产品全过程追溯'],
      },
    ],
  },
  {
    name: '能源管理',
    scene: '冷库、制冷机房与工业园区的用能管理',
    apps: [
      {
        name: '冷库能耗优化',
        remake: '冷库分项计量、能效诊断与节能策略',
        kind: 'trial',
        price: 2280,
        installs: 209,
        features: ['压缩机、风机、除霜分项计量', '单位库容能耗对标', '除霜与启停策略优化建议'],
      },
      {
        name: '制冷机房群控',
        remake: '多台制冷机组的群控与负荷分配',
        kind: 'trial',
        price: 5800,
        installs: 57,
        features: ['按负荷自动加减机', '冷却水泵、冷却塔联动', '机房综合能效 EER 实时计算'],
      },
      {
        name: '光伏储能监控',
        remake: '厂房屋顶光伏与储能系统运行监控',
        kind: 'charged',
        price: 3280,
        installs: 102,
        features: ['发电量与自用比例统计', '储能充放电策略', '逆变器告警监控'],
      },
      {
        name: '用电需量管理',
        remake: '需量预测与超需量预警',
        kind: 'free',
        installs: 176,
        features: ['15 分钟需量滚动计算', '超需量预警与负荷调度建议', '月度需量分析'],
      },
      {
        name: '碳排放核算',
        remake: '按核算指南统计用能与碳排放',
        kind: 'charged',
        price: 1880,
        installs: 91,
        features: ['电、气、热排放因子管理', '月度与年度碳排放核算', '核算报告导出'],
      },
      {
        name: '空压站节能',
        remake: '空压机群控与泄漏检测',
        kind: 'trial',
        price: 2680,
        installs: 68,
        features: ['空压机加卸载优化', '管网泄漏量估算', '比功率对标'],
      },
      {
        name: '能源计量采集',
        remake: '电、水、气表计自动采集与抄表',
        kind: 'free',
        installs: 318,
        features: ['多规约表计接入', '自动抄表与数据补采', '分区分项能耗统计'],
      },
      {
        name: '峰谷电价策略',
        remake: '结合分时电价的冷库蓄冷运行策略',
        kind: 'free',
        installs: 147,
        features: ['分时电价配置', '谷时蓄冷运行计划', '电费节省测算'],
      },
    ],
  },
  {
    name: '农产品流通',
    scene: '产地仓、农批市场与生鲜配送',
    apps: [
      {
        name: '产地预冷管理',
        remake: '果蔬采后预冷作业与预冷效果记录',
        kind: 'trial',
        price: 1380,
        installs: 88,
        features: ['预冷库排程', '果心温度达标判定', '预冷能耗与损耗记录'],
      },
      {
        name: '果蔬分级分拣',
        remake: '按重量、尺寸与外观的分级分拣管理',
        kind: 'charged',
        price: 2180,
        installs: 61,
        features: ['分级标准配置', '分拣线产量统计', '等级结构分析'],
      },
      {
        name: '农批市场冷库租赁',
        remake: '冷库库位出租、计费与进出库登记',
        kind: 'free',
        installs: 134,
        features: ['库位租赁合同管理', '按天按吨计费', '进出库登记与对账'],
      },
      {
        name: '生鲜损耗分析',
        remake: '生鲜流通各环节损耗统计与原因分析',
        kind: 'trial',
        price: 980,
        installs: 97,
        features: ['分环节损耗登记', '损耗与温度履历关联分析', '降损建议'],
      },
      {
        name: '冷链集配中心调度',
        remake: '集配中心收货、分拣与配送波次调度',
        kind: 'charged',
        price: 2880,
        installs: 72,
        features: ['收货预约与月台分配', '分拣波次计划', '配送线路与装车顺序'],
      },
      {
        name: '农产品质量检测记录',
        remake: '农残快检与质量检测结果登记',
        kind: 'free',
        installs: 166,
        features: ['快检项目与结果登记', '不合格批次拦截', '检测记录公示'],
      },
      {
        name: '产地仓可视化',
        remake: '产地仓库存、温度与作业可视化',
        kind: 'free',
        installs: 121,
        features: ['库存与库容可视化', '库温分布热力图', '作业进度看板'],
      },
      {
        name: '生鲜订单协同',
        remake: '采购商、产地与物流的订单协同',
        kind: 'trial',
        price: 1580,
        installs: 105,
        features: ['订单在线下达与确认', '备货与发运进度共享', '到货差异反馈'],
      },
    ],
  },
];

/** Entries that exist but are not published: they must never appear in public answers. */
const UNPUBLISHED_APPS: { name: string; state: number; industry: string }[] = [
  { name: '冷链大数据驾驶舱（内测）', state: 0, industry: '冷链物流' },
  { name: '旧版冷库监控（已下架）', state: 2, industry: '冷链物流' },
];

/** [app, associated apps]: a chain, a cycle, free-app associations, and one to an unpublished app. */
const ASSOCIATIONS: [string, string[]][] = [
  // chain: 冷库能耗优化 → 冷库温湿度监控 → 冷链设备接入网关
  ['冷库能耗优化', ['冷库温湿度监控']],
  ['冷库温湿度监控', ['冷链设备接入网关']],
  // cycle: 冷链运输调度 → 车载冷机监控 → 电子运单 → 冷链运输调度
  ['冷链运输调度', ['车载冷机监控']],
  ['车载冷机监控', ['电子运单']],
  ['电子运单', ['冷链运输调度']],
  ['冷机物联网', ['冷链设备接入网关']],
  ['冷柜物联网', ['冷链设备接入网关']],
  ['疫苗冷链监测', ['GSP温控合规报表']],
  ['离散制造执行系统', ['质量检验管理']],
  ['制冷机房群控', ['冷库能耗优化']],
  // free apps
  ['HACCP关键点记录', ['食品安全追溯']],
  ['食品安全追溯', ['冷链追溯码']],
  ['冷链仓储WMS', ['冷链大数据驾驶舱（内测）']],
];

const round100 = (value: number) => Math.round(value / 100) * 100;

/** Yearly plans for 1 to 5 years, as every charged app's description promises; longer terms cheaper per year; original price shown struck. */
function yearlyPlans(price: number) {
  return [
    { duration: 1, currentPrice: price, originalPrice: round100(price * 1.3) },
    { duration: 2, currentPrice: round100(price * 1.85), originalPrice: round100(price * 2.6) },
    { duration: 3, currentPrice: round100(price * 2.6), originalPrice: round100(price * 3.9) },
    { duration: 4, currentPrice: round100(price * 3.3), originalPrice: round100(price * 5.2) },
    { duration: 5, currentPrice: round100(price * 4), originalPrice: round100(price * 6.5) },
  ];
}

function appDetails(seed: AppSeed, scene: string): string {
  const service =
    seed.kind === 'free'
      ? '本应用免费使用，订阅后长期有效。'
      : `本应用按年收费，支持 1-5 年订阅${seed.kind === 'trial' ? `，并提供 ${seed.trialMonths ?? DEFAULT_TRIAL_MONTHS} 个月免费试用` : ''}。`;
  return [
    '<h2>产品简介</h2>',
    `<p>${seed.remake}。面向${scene}，开箱即用，数据接入平台后即可在工作台中使用。</p>`,
    '<h2>核心功能</h2>',
    `<ul>${seed.features.map((feature) => `<li>${feature}</li>`).join('')}</ul>`,
    '<h2>适用场景</h2>',
    `<p>适用于${scene}等场景，支持多组织、多仓库部署，可与平台内其他应用共享设备与数据。</p>`,
    '<h2>服务说明</h2>',
    `<p>${service}订阅后可在控制台“进入应用”，技术支持工作日 9:00-18:00。</p>`,
  ].join('');
}

// ---------- microservices ----------

const num = (
  requestName: string,
  requestDescribes: string,
  requestDefaultValue: string,
  unit = '',
  requiredFlag = 1,
): RequestFieldInput => ({
  requestName,
  requestDescribes,
  requestDefaultValue,
  requestType: REQUEST_TYPES.float,
  requestLocation: REQUEST_LOCATIONS.body,
  requiredFlag,
  unit,
});
const text = (
  requestName: string,
  requestDescribes: string,
  requestDefaultValue: string,
): RequestFieldInput => ({
  requestName,
  requestDescribes,
  requestDefaultValue,
  requestType: REQUEST_TYPES.text,
  requestLocation: REQUEST_LOCATIONS.body,
  requiredFlag: 1,
});
const file = (requestName: string, requestDescribes: string): RequestFieldInput => ({
  requestName,
  requestDescribes,
  requestType: REQUEST_TYPES.file,
  requestLocation: REQUEST_LOCATIONS.body,
  requiredFlag: 1,
});

/** Built-in endpoints are served by this server under /api/builtin (empty domain = this host). */
const builtin = (uri: string) => ({
  method: 'POST',
  protocol: 'HTTP',
  prefix: '/api/builtin',
  uri,
  domain: '',
});

interface MicroSeed {
  name: string;
  industry: string;
  type: 0 | 1 | 2 | 3;
  remake: string;
  details: string;
  uri: string;
  fields: RequestFieldInput[];
  uses: number;
  state?: number;
}

const MICROSERVICES: MicroSeed[] = [
  {
    name: '露点温度计算',
    industry: '冷链物流',
    type: 1,
    remake: '由空气温度与相对湿度计算露点，判断冷库门口与货物表面是否结露',
    details: '采用 Magnus 公式（a=17.62，b=243.12°C），适用于 -45°C~60°C。',
    uri: '/micro/dew-point',
    fields: [num('temperature', '空气温度', '25', '°C'), num('relativeHumidity', '相对湿度', '60', '%')],
    uses: 532,
  },
  {
    name: '相对湿度计算',
    industry: '能源管理',
    type: 1,
    remake: '由空气温度与露点计算相对湿度，核对温湿度记录仪读数',
    details: '采用 Magnus 公式（a=17.62，b=243.12°C），RH=100·es(露点)/es(温度)，适用于 -45°C~60°C。',
    uri: '/micro/relative-humidity',
    fields: [num('temperature', '空气温度', '20', '°C'), num('dewPoint', '露点温度', '10', '°C')],
    uses: 311,
  },
  {
    name: '制冷剂饱和压力查询',
    industry: '智能制造',
    type: 1,
    remake: '查询 R134a、R404A、R717 的饱和压力或饱和温度',
    details:
      '按 NIST 与 REFPROP 的饱和性质表（R404A 取泡点压力）在相邻两行间按 ln p 与 1/T 线性插值；温度与压力（绝对压力）只填一项。',
    uri: '/micro/refrigerant-saturation',
    fields: [
      text('refrigerant', '制冷剂（R134a/R404A/R717）', 'R134a'),
      num('temperature', '饱和温度（与饱和压力二选一）', '-10', '°C', 0),
      num('pressure', '饱和压力（绝对压力，与饱和温度二选一）', '', 'kPa', 0),
    ],
    uses: 468,
  },
  {
    name: '冷库开门渗透负荷计算',
    industry: '冷链物流',
    type: 1,
    remake: '按 ASHRAE 制冷手册方法计算冷库开门时热湿空气渗入带来的冷负荷',
    details:
      'q=0.221·A·(hi-hr)·ρr·(1-ρi/ρr)^0.5·(gH)^0.5·Fm，平均负荷 qt=q·Dt·Df·(1-E)（ASHRAE Handbook—Refrigeration 第 24 章）。',
    uri: '/micro/door-infiltration',
    fields: [
      num('doorWidth', '门宽', '2.5', 'm'),
      num('doorHeight', '门高', '3', 'm'),
      num('roomTemp', '库内温度', '-20', '°C'),
      num('roomHumidity', '库内相对湿度', '80', '%'),
      num('outsideTemp', '库外温度', '30', '°C'),
      num('outsideHumidity', '库外相对湿度', '60', '%'),
      num('openMinutesPerHour', '每小时开门时间', '15', 'min'),
      num('protection', '门帘等防护效率（0~0.95，无防护填 0）', '0', '', 0),
    ],
    uses: 397,
  },
  {
    name: '食品冻结时间估算',
    industry: '食品加工',
    type: 1,
    remake: '用 Plank 公式估算平板、圆柱、球形食品的冻结时间',
    details: 't=ρL/(Tf-Ta)·(P·a/h + R·a²/k)，形状系数按平板 1/2、1/8，圆柱 1/4、1/16，球 1/6、1/24。',
    uri: '/micro/freezing-time',
    fields: [
      text('shape', '形状（平板/圆柱/球）', '平板'),
      num('thickness', '厚度或直径', '0.05', 'm'),
      num('density', '密度', '1050', 'kg/m³'),
      num('latentHeat', '冻结潜热', '250', 'kJ/kg'),
      num('conductivity', '冻结后导热系数', '1.6', 'W/(m·K)'),
      num('heatTransfer', '表面换热系数', '25', 'W/(m²·K)'),
      num('freezingPoint', '初始冻结点', '-1.5', '°C'),
      num('airTemp', '冷风温度', '-35', '°C'),
    ],
    uses: 286,
  },
  {
    name: '冷藏箱断电温升预测',
    industry: '冷链物流',
    type: 1,
    remake: '预测冷藏集装箱断电后的箱内温度变化，评估可容忍断电时长',
    details: '集总参数模型：T(t)=Ta+(T0-Ta)·e^(-UA·t/C)。',
    uri: '/micro/reefer-drift',
    fields: [
      num('ua', '箱体漏热系数 UA', '45', 'W/K'),
      num('capacity', '箱内货物与空气热容', '9000', 'kJ/K'),
      num('initialTemp', '断电时箱温', '-18', '°C'),
      num('ambientTemp', '环境温度', '32', '°C'),
      num('hours', '预测时长', '12', 'h'),
    ],
    uses: 244,
  },
  {
    name: '压缩机COP计算',
    industry: '能源管理',
    type: 1,
    remake: '由蒸发、冷凝温度与等熵效率估算制冷压缩机 COP',
    details: '以逆卡诺循环 COP 乘以等熵效率与机械效率估算实际 COP。',
    uri: '/micro/compressor-cop',
    fields: [
      num('evaporatingTemp', '蒸发温度', '-25', '°C'),
      num('condensingTemp', '冷凝温度', '40', '°C'),
      num('isentropicEfficiency', '等熵效率', '0.7'),
      num('mechanicalEfficiency', '机械效率（不填按 1，只计压缩过程）', '0.9', '', 0),
    ],
    uses: 352,
  },
  {
    name: '疫苗冷藏箱保冷时长',
    industry: '医药冷链',
    type: 1,
    remake: '按冰排质量与箱体漏热估算 2-8°C 保冷时长',
    details: '冰排融化潜热 334 kJ/kg，保冷时长 = 冰排潜热 / (UA·(Ta-Ti))。',
    uri: '/micro/vaccine-holdover',
    fields: [
      num('iceMass', '冰排质量', '4', 'kg'),
      num('ua', '箱体漏热系数 UA', '0.9', 'W/K'),
      num('ambientTemp', '环境温度', '30', '°C'),
      num('insideTemp', '箱内温度', '5', '°C'),
    ],
    uses: 173,
  },
  {
    name: '冷藏车K值计算',
    industry: '冷链物流',
    type: 1,
    remake: '按内加热法试验数据计算冷藏车厢体总传热系数 K',
    details: 'K=W/(S·ΔT)，S 为厢体内外表面积的几何平均值。',
    uri: '/micro/truck-k-value',
    fields: [
      num('heatingPower', '内部加热功率', '1200', 'W'),
      num('insideTemp', '厢内平均温度', '32', '°C'),
      num('outsideTemp', '厢外平均温度', '12', '°C'),
      num('innerArea', '内表面积', '60', 'm²'),
      num('outerArea', '外表面积', '68', 'm²'),
    ],
    uses: 126,
  },
  {
    name: '果蔬呼吸热计算',
    industry: '食品加工',
    type: 1,
    remake: '按品种与温度估算果蔬贮藏期间的呼吸热',
    details: '呼吸热 q=a·(9t/5+32)^b（W/t），系数按品种取值。',
    uri: '/micro/respiration-heat',
    fields: [
      text('product', '品种（苹果/草莓）', '苹果'),
      num('mass', '货物质量', '20', 't'),
      num('temperature', '贮藏温度', '2', '°C'),
    ],
    uses: 98,
  },
  {
    name: '保温板传热计算',
    industry: '智能制造',
    type: 1,
    remake: '计算多层保温板的传热系数与热流量',
    details: '串联热阻：R=1/hi+Σδ/λ+1/ho，K=1/R，Q=K·A·ΔT。',
    uri: '/micro/wall-heat-flux',
    fields: [
      num('thickness', '聚氨酯层厚度', '0.15', 'm'),
      num('conductivity', '保温材料导热系数', '0.024', 'W/(m·K)'),
      num('area', '面积', '100', 'm²'),
      num('deltaT', '内外温差', '50', 'K'),
    ],
    uses: 141,
  },
  {
    name: '温度记录统计',
    industry: '医药冷链',
    type: 1,
    remake: '上传温度记录仪导出的 CSV，统计最低、最高、平均温度与超限时长',
    details: '每行一条记录：时间,温度（首行可为表头）；超限读数持续到下一条读数，累计为超限分钟数。',
    uri: '/micro/temperature-log',
    fields: [
      file('file', '温度记录 CSV（每行：时间,温度）'),
      { ...num('low', '温度下限', '2', '°C'), requestLocation: REQUEST_LOCATIONS.query },
      { ...num('high', '温度上限', '8', '°C'), requestLocation: REQUEST_LOCATIONS.query },
    ],
    uses: 87,
  },
  {
    name: '工程单位换算',
    industry: '能源管理',
    type: 1,
    remake: '压力、温度、能量单位互相换算',
    details:
      '换算系数取 NIST SP 811：1 bar=100 kPa，1 atm=101.325 kPa，1 psi=6.894757 kPa，1 kWh=3600 kJ，1 kcal=4.1868 kJ，1 Btu=1.055056 kJ。',
    uri: '/micro/unit-conversion',
    fields: [
      num('value', '数值', '1'),
      text('from', '原单位（Pa/kPa/MPa/bar/atm/psi/mmHg/°C/K/°F/J/kJ/MJ/kWh/kcal/Btu/TR·h）', 'bar'),
      text('to', '目标单位', 'psi'),
    ],
    uses: 76,
  },
  {
    name: '蒸发器结霜风险评估',
    industry: '冷链物流',
    type: 1,
    remake: '由翅片表面温度与来风状态判断结霜风险',
    details: '比较来风露点与表面温度，表面低于 0°C 且低于露点时判定结霜。',
    uri: '/micro/frost-risk',
    fields: [
      num('surfaceTemp', '翅片表面温度', '-28', '°C'),
      num('airTemp', '来风温度', '-18', '°C'),
      num('relativeHumidity', '来风相对湿度', '85', '%'),
    ],
    uses: 64,
  },
  {
    name: '冷机数据采集驱动包',
    industry: '智能制造',
    type: 0,
    remake: '常见品牌冷机控制器的数据采集驱动，安装到边缘网关即用',
    details: '支持比泽尔、谷轮、丹佛斯等控制器的 Modbus 点表。',
    uri: '/micro/install',
    fields: [text('gatewaySn', '网关序列号', 'GW-0001')],
    uses: 214,
  },
  {
    name: 'Modbus协议转换组件',
    industry: '智能制造',
    type: 0,
    remake: 'Modbus RTU/TCP 转 MQTT 的协议转换组件',
    details: '点表可视化配置，支持断线重连与数据缓存。',
    uri: '/micro/install',
    fields: [text('gatewaySn', '网关序列号', 'GW-0001')],
    uses: 187,
  },
  {
    name: '边缘温控告警规则包',
    industry: '冷链物流',
    type: 0,
    remake: '在边缘侧执行的温度越限与持续时长告警规则',
    details: '规则在网关本地执行，断网时也能报警。',
    uri: '/micro/install',
    fields: [text('gatewaySn', '网关序列号', 'GW-0001')],
    uses: 133,
  },
  {
    name: '冷链运单电子签名',
    industry: '冷链物流',
    type: 2,
    remake: '在运单 PDF 上手写签名，交接即签',
    details: '手写签名叠加到 PDF 指定页，生成带签名的新文件。',
    uri: '/micro/sign',
    fields: [file('file', '运单 PDF')],
    uses: 119,
  },
  {
    name: '医药验收单手写签名',
    industry: '医药冷链',
    type: 2,
    remake: '药品到货验收单在线手写签名',
    details: '验收人员手写签名，签名图片与验收单一起归档。',
    uri: '/micro/sign',
    fields: [file('file', '验收单 PDF')],
    uses: 82,
  },
  {
    name: '检验报告电子签章',
    industry: '食品加工',
    type: 3,
    remake: '为检验报告加盖电子印章',
    details: '印章图片按位置叠加到 PDF 页面，可多页加盖。',
    uri: '/micro/seal',
    fields: [file('file', '检验报告 PDF')],
    uses: 104,
  },
  {
    name: '电子合同签章',
    industry: '医药冷链',
    type: 3,
    remake: '冷链服务合同在线盖章',
    details: '支持骑缝章与多页盖章。',
    uri: '/micro/seal',
    fields: [file('file', '合同 PDF')],
    uses: 91,
  },
  {
    name: '质量证明书盖章',
    industry: '智能制造',
    type: 3,
    remake: '产品质量证明书电子盖章',
    details: '印章叠加后生成 A4 PDF 下载。',
    uri: '/micro/seal',
    fields: [file('file', '质量证明书 PDF')],
    uses: 58,
  },
  {
    name: '冷库巡检机器人接口（未发布）',
    industry: '冷链物流',
    type: 1,
    remake: '尚未发布的接口',
    details: '内部测试中。',
    uri: '/micro/robot',
    fields: [],
    uses: 0,
    state: 0,
  },
];

// ---------- mechanism models ----------

const MODEL_SORTS: [string, string][] = [
  ['thermo', '热力学物性'],
  ['refrigeration', '制冷循环'],
  ['heat', '传热传质'],
  ['food', '食品冷加工'],
  ['transport', '冷链运输'],
];

interface ModelSeed {
  modelName: string;
  code: string;
  sort: string;
  describes: string;
  typeName: string;
  profession: string;
  principle: string;
  uri: string;
  fields: RequestFieldInput[];
  uses: number;
  status?: number;
  /** 1 when the model runs on the demo cold room's IoT readings. */
  isRequestData?: number;
}

/** Exported for the check that every published model has a built-in definition. */
export const DEMO_MODELS: ModelSeed[] = [
  {
    modelName: '湿空气露点模型',
    code: 'dew-point',
    sort: 'thermo',
    describes: '由干球温度与相对湿度计算露点温度',
    typeName: '机理模型',
    profession: '暖通空调',
    principle: 'Magnus 公式：γ=ln(RH/100)+a·t/(b+t)，Td=b·γ/(a-γ)，a=17.62，b=243.12°C。',
    uri: '/model/dew-point',
    fields: [num('temperature', '干球温度', '25', '°C'), num('relativeHumidity', '相对湿度', '60', '%')],
    uses: 208,
  },
  {
    modelName: '湿空气焓湿模型',
    code: 'moist-air',
    sort: 'thermo',
    describes: '计算湿空气含湿量、比焓与水蒸气分压力',
    typeName: '机理模型',
    profession: '暖通空调',
    principle: '饱和水蒸气压按 Magnus 式，d=0.622·pv/(p-pv)，h=1.006t+d(2501+1.86t) kJ/kg干空气。',
    uri: '/model/moist-air',
    fields: [
      num('temperature', '干球温度', '30', '°C'),
      num('relativeHumidity', '相对湿度', '70', '%'),
      num('pressure', '大气压力', '101.325', 'kPa'),
    ],
    uses: 156,
  },
  {
    modelName: '水饱和蒸汽压模型',
    code: 'saturation-pressure',
    sort: 'thermo',
    describes: '计算 -45°C~60°C 范围内水面与冰面（0°C 以下）饱和蒸汽压',
    typeName: '经验模型',
    profession: '热工',
    principle:
      '水面用 Magnus 式 6.112·exp(17.62t/(243.12+t)) hPa，冰面用 6.112·exp(22.46t/(272.62+t)) hPa（Sonntag 1990 系数，WMO-No.8），-45°C~60°C 内误差约 0.35% 以内。',
    uri: '/model/saturation-pressure',
    fields: [num('temperature', '温度', '20', '°C')],
    uses: 97,
  },
  {
    modelName: '制冷剂饱和特性模型',
    code: 'refrigerant-saturation',
    sort: 'refrigeration',
    describes: '给出常用制冷剂（R134a、R404A、R717）在指定温度下的饱和压力',
    typeName: '半经验模型',
    profession: '制冷与空调',
    principle:
      'R134a、R717 取 NIST 物性表、R404A 取 REFPROP 泡点压力表，表间按 ln p 对 1/T 线性插值（克劳修斯-克拉佩龙形式）；适用温度 R134a -40~60°C、R404A -40~45°C、R717 -40~50°C。',
    uri: '/model/refrigerant-saturation',
    fields: [
      text('refrigerant', '制冷剂（R134a、R404A、R717）', 'R717'),
      num('temperature', '饱和温度', '-30', '°C'),
    ],
    uses: 184,
  },
  {
    modelName: '蒸气压缩循环COP模型',
    code: 'vapour-compression-cop',
    sort: 'refrigeration',
    describes: '估算单级蒸气压缩制冷循环的实际 COP 随蒸发温度的变化',
    typeName: '机理模型',
    profession: '制冷与空调',
    principle: 'COP实际=η等熵·η机械·Te/(Tc-Te)，温度取开尔文。',
    uri: '/model/vapour-compression-cop',
    fields: [
      num('evaporatingTemp', '蒸发温度', '-25', '°C'),
      num('condensingTemp', '冷凝温度', '40', '°C'),
      num('isentropicEfficiency', '等熵效率', '0.7'),
    ],
    uses: 231,
  },
  {
    modelName: '逆卡诺循环效率模型',
    code: 'carnot',
    sort: 'refrigeration',
    describes: '计算给定冷热源温度下的理论最大制冷系数',
    typeName: '机理模型',
    profession: '工程热力学',
    principle: 'COPc=Tl/(Th-Tl)，是任何实际制冷循环效率的上限。',
    uri: '/model/carnot',
    fields: [num('coldTemp', '低温热源温度', '-20', '°C'), num('hotTemp', '高温热源温度', '35', '°C')],
    uses: 119,
  },
  {
    modelName: '冷库围护结构传热模型',
    code: 'envelope-heat',
    sort: 'heat',
    describes: '计算冷库墙体、屋面与地坪的稳态传热量',
    typeName: '机理模型',
    profession: '冷库设计',
    principle: 'Q=K·A·(to-ti)·a，a 为温差修正系数，此处按直接接触室外空气取 a=1。',
    uri: '/model/envelope-heat',
    fields: [
      num('area', '围护面积', '1200', 'm²'),
      num('uValue', '传热系数', '0.25', 'W/(m²·K)'),
      num('outsideTemp', '室外计算温度', '35', '°C'),
      num('insideTemp', '库温', '-18', '°C'),
    ],
    uses: 142,
  },
  {
    modelName: '冷库综合冷负荷模型',
    code: 'cold-room-load',
    sort: 'heat',
    describes: '汇总围护、货物、换气、照明与人员负荷得到设计冷负荷',
    typeName: '机理模型',
    profession: '冷库设计',
    principle:
      'Q=Q1+Q2+Q3+Q4+Q5：围护 Q1=K·A·(to-ti)，A 为六面面积；货物 Q2=m·c·(tg-ti)/24h（仅显热）；换气 Q3=n·V·ρ·(ho-hi)/24h（室外 60%、库内 90% 相对湿度）；照明 2.3 W/m²、人员 279 W/人（库温低于 -5°C 时 395 W/人），按 8:00~17:00 作业计；室外逐时温度按 ASHRAE 日较差分布 to=t设计-f·DR，给出 24 小时负荷曲线。',
    uri: '/model/cold-room-load',
    fields: [
      num('length', '库长', '20', 'm'),
      num('width', '库宽', '12', 'm'),
      num('height', '库高', '6', 'm'),
      num('uValue', '围护传热系数', '0.25', 'W/(m²·K)'),
      num('insideTemp', '库温', '-18', '°C'),
      num('outsideTemp', '室外计算温度', '35', '°C'),
      num('goodsPerDay', '日进货量', '10000', 'kg'),
      num('goodsTemp', '进货温度', '-10', '°C'),
      num('specificHeat', '货物比热容', '1.8', 'kJ/(kg·K)'),
      num('dailyRange', '室外日较差', '10', 'K'),
      num('airChanges', '换气次数', '1', '次/日'),
      num('workers', '作业人数', '2', '人'),
    ],
    uses: 167,
  },
  {
    modelName: '多层平壁稳态导热模型',
    code: 'multilayer-wall',
    sort: 'heat',
    describes: '计算多层平壁的总热阻、传热系数与界面温度',
    typeName: '机理模型',
    profession: '传热学',
    principle:
      '傅里叶定律，内表面空气层、保温层、外表面空气层三层热阻串联 R=1/hi+δ/λ+1/ho（hi=8、ho=23 W/(m²·K)），q=ΔT/R，内外表面温度与空气温差分别为 q/hi、q/ho。',
    uri: '/model/multilayer-wall',
    fields: [
      num('thickness', '保温层厚度', '0.15', 'm'),
      num('conductivity', '保温层导热系数', '0.024', 'W/(m·K)'),
      num('deltaT', '内外温差', '50', 'K'),
    ],
    uses: 88,
  },
  {
    modelName: 'Plank冻结时间模型',
    code: 'plank-freezing',
    sort: 'food',
    describes: '估算食品从初始冻结点到中心冻结所需时间',
    typeName: '半经验模型',
    profession: '食品工程',
    principle:
      'Plank 公式 t=ρL/(Tf-Ta)·(P·a/h+R·a²/k)，P、R 为形状系数：平板 1/2、1/8，圆柱 1/4、1/16，球 1/6、1/24；a 为平板厚度（双面冷却）或圆柱、球的直径。',
    uri: '/model/plank-freezing',
    fields: [
      text('shape', '形状（平板、圆柱、球）', '平板'),
      num('thickness', '厚度或直径', '0.05', 'm'),
      num('density', '密度', '1050', 'kg/m³'),
      num('latentHeat', '冻结潜热', '250', 'kJ/kg'),
      num('conductivity', '冻结后导热系数', '1.6', 'W/(m·K)'),
      num('heatTransfer', '表面换热系数', '25', 'W/(m²·K)'),
      num('freezingPoint', '初始冻结点', '-1', '°C'),
      num('airTemp', '冷风温度', '-35', '°C'),
    ],
    uses: 203,
  },
  {
    modelName: '果蔬呼吸热模型',
    code: 'respiration-heat',
    sort: 'food',
    describes: '估算果蔬（苹果、草莓）贮藏温度下的呼吸发热量',
    typeName: '经验模型',
    profession: '食品工程',
    principle:
      'Becker 等（1996）关联式 W=(10.7·f/3600)·(9t/5+32)^g W/kg，f、g 为品种系数（ASHRAE 制冷手册），适用 -2~30°C。',
    uri: '/model/respiration-heat',
    fields: [text('product', '品种（苹果、草莓）', '苹果'), num('temperature', '贮藏温度', '2', '°C')],
    uses: 74,
  },
  {
    modelName: '食品冷却时间模型',
    code: 'cooling-time',
    sort: 'food',
    describes: '按牛顿冷却与半冷却时间估算食品冷却曲线',
    typeName: '机理模型',
    profession: '食品工程',
    principle:
      '集总参数法 (T-Ta)/(T0-Ta)=e^(-t/τ)，时间常数 τ=ρcV/(hA)，Bi<0.1 时适用；半冷却时间 τ·ln2，7/8 冷却时间 τ·ln8。',
    uri: '/model/cooling-time',
    fields: [
      num('initialTemp', '初始温度', '30', '°C'),
      num('airTemp', '冷却介质温度', '0', '°C'),
      num('targetTemp', '目标温度', '4', '°C'),
      num('timeConstant', '时间常数', '1.5', 'h'),
    ],
    uses: 66,
  },
  {
    modelName: '冷藏集装箱断电温升模型',
    code: 'reefer-drift',
    sort: 'transport',
    describes: '预测冷藏集装箱断电后箱内温度随时间的变化',
    typeName: '机理模型',
    profession: '冷链物流',
    principle: '集总参数模型 T(t)=Ta+(T0-Ta)·e^(-UA·t/C)，C 为货物与空气总热容。',
    uri: '/model/reefer-drift',
    fields: [
      num('ua', '箱体漏热系数 UA', '45', 'W/K'),
      num('capacity', '总热容', '9000', 'kJ/K'),
      num('initialTemp', '初始箱温', '-18', '°C'),
      num('ambientTemp', '环境温度', '32', '°C'),
      num('hours', '时长', '12', 'h'),
    ],
    uses: 158,
  },
  {
    modelName: '冷藏车厢体K值模型',
    code: 'truck-k-value',
    sort: 'transport',
    describes: '由内加热法试验数据计算冷藏车厢体传热系数',
    typeName: '机理模型',
    profession: '冷链物流',
    principle: 'K=W/(S·ΔT)，S=√(Si·So)，按 K 值划分厢体隔热等级。',
    uri: '/model/truck-k-value',
    fields: [
      num('heatingPower', '加热功率', '1200', 'W'),
      num('deltaT', '内外温差', '20', 'K'),
      num('innerArea', '内表面积', '60', 'm²'),
      num('outerArea', '外表面积', '68', 'm²'),
    ],
    uses: 93,
  },
  {
    modelName: '逆流换热器效能-传热单元数模型',
    code: 'heat-exchanger-ntu',
    sort: 'heat',
    describes: '由进口温度、热容流量与 UA 计算逆流换热器的效能、换热量与出口温度',
    typeName: '机理模型',
    profession: '传热学',
    principle:
      'ε-NTU 法：NTU=UA/Cmin，Cr=Cmin/Cmax，逆流 ε=(1-e^(-NTU(1-Cr)))/(1-Cr·e^(-NTU(1-Cr)))（Cr=1 时 ε=NTU/(1+NTU)），q=ε·Cmin·(Th,i-Tc,i)。',
    uri: '/model/heat-exchanger-ntu',
    fields: [
      num('hotInletTemp', '热流体进口温度', '80', '°C'),
      num('coldInletTemp', '冷流体进口温度', '20', '°C'),
      num('hotCapacity', '热流体热容流量', '2000', 'W/K'),
      num('coldCapacity', '冷流体热容流量', '4000', 'W/K'),
      num('ua', '传热系数与面积之积 UA', '3000', 'W/K'),
    ],
    uses: 41,
  },
  {
    modelName: '管道沿程压降模型',
    code: 'pipe-pressure-drop',
    sort: 'heat',
    describes: '按达西公式与 Colebrook 摩擦系数计算圆管沿程压降',
    typeName: '机理模型',
    profession: '流体力学',
    principle:
      'Δp=f·(L/D)·ρv²/2；层流（Re<2300）f=64/Re，其余按 Colebrook 式 1/√f=-2lg(ε/(3.7D)+2.51/(Re√f)) 迭代求解。',
    uri: '/model/pipe-pressure-drop',
    fields: [
      num('diameter', '管道内径', '0.1', 'm'),
      num('length', '管道长度', '100', 'm'),
      num('velocity', '平均流速', '2', 'm/s'),
      num('roughness', '管壁绝对粗糙度', '0.045', 'mm'),
      num('density', '流体密度', '998', 'kg/m³'),
      num('viscosity', '动力黏度', '1.002', 'mPa·s'),
    ],
    uses: 37,
  },
  {
    modelName: '冷风机电热除霜能耗模型',
    code: 'defrost-energy',
    sort: 'heat',
    describes: '估算电热除霜融化霜层、加热盘管所需的电能与除霜时间',
    typeName: '机理模型',
    profession: '冷库设计',
    principle:
      'E=[(mf·c冰+mc·cm)·(0-Ts)+mf·333.5+mc·cm·Te]/η，冰比热容 2.05 kJ/(kg·K)，η 为除霜效率（到达霜层与盘管的热量占比），除霜时间=E/P。',
    uri: '/model/defrost-energy',
    fields: [
      num('frostMass', '结霜质量', '5', 'kg'),
      num('coilMass', '盘管金属质量', '100', 'kg'),
      num('metalSpecificHeat', '金属比热容', '0.9', 'kJ/(kg·K)'),
      num('startTemp', '除霜开始温度', '-25', '°C'),
      num('endTemp', '除霜终止温度', '10', '°C'),
      num('efficiency', '除霜效率', '0.3'),
      num('heaterPower', '电加热功率', '10', 'kW'),
    ],
    uses: 29,
  },
  {
    modelName: '冷库实时围护热负荷模型（物联网数据）',
    code: 'cold-room-live-load',
    sort: 'heat',
    describes: '以示范冷库传感器的库温与室外温度计算当前围护结构热负荷',
    typeName: '机理模型',
    profession: '冷库设计',
    principle: 'Q=K·A·(to-ti)，to、ti 取物联网传感器最新的室外温度与库温。',
    uri: '/model/cold-room-live-load',
    fields: [
      num('insideTemp', '库温', '-18', '°C'),
      num('outsideTemp', '室外温度', '30', '°C'),
      num('area', '围护面积', '1200', 'm²'),
      num('uValue', '传热系数', '0.25', 'W/(m²·K)'),
    ],
    uses: 52,
    isRequestData: 1,
  },
  {
    modelName: '冷库除霜能耗模型（草稿）',
    code: 'defrost-draft',
    sort: 'heat',
    describes: '未发布的草稿模型',
    typeName: '机理模型',
    profession: '冷库设计',
    principle: '草稿。',
    uri: '/model/defrost',
    fields: [],
    uses: 0,
    status: 1,
  },
  {
    modelName: '冷链碳足迹模型（审核中）',
    code: 'carbon-review',
    sort: 'transport',
    describes: '审核中的模型',
    typeName: '经验模型',
    profession: '冷链物流',
    principle: '审核中。',
    uri: '/model/carbon',
    fields: [],
    uses: 0,
    status: 2,
  },
];

/** A stable spread of creation times over the past months, newest last. */
function daysAgo(base: Date, days: number): string {
  return new Date(base.getTime() - days * DAY_MS).toISOString();
}

export async function seedMarketCatalogue(db: Db, base = new Date()): Promise<void> {
  const sample = await db.selectFrom('tenant').select('id').where('code', '=', 'sample').executeTakeFirst();
  const industryIds = new Map<string, number>();
  const appIds = new Map<string, number>();
  let order = 0;

  for (const [sortIndex, industry] of INDUSTRIES.entries()) {
    const industryId = await createIndustry(db, industry.name, sortIndex, daysAgo(base, 400));
    industryIds.set(industry.name, industryId);
    for (const seed of industry.apps) {
      order += 1;
      const charged = seed.kind !== 'free';
      const id = await createApp(db, {
        name: seed.name,
        industryId,
        detailsRemake: seed.remake,
        details: appDetails(seed, industry.scene),
        state: seed.state ?? 1,
        charged,
        isTrial: seed.kind === 'trial',
        trialTime: seed.kind === 'trial' ? (seed.trialMonths ?? DEFAULT_TRIAL_MONTHS) : null,
        exploitTenantId: seed.sample ? (sample?.id ?? null) : null,
        installNum: seed.installs,
        contactPerson: seed.sample ? '李晓梅' : '平台运营部',
        plans: charged && seed.price ? yearlyPlans(seed.price) : [],
        createTime: daysAgo(base, 300 - order * 5),
      });
      appIds.set(seed.name, id);
    }
  }
  for (const hidden of UNPUBLISHED_APPS) {
    const id = await createApp(db, {
      name: hidden.name,
      industryId: industryIds.get(hidden.industry) as number,
      detailsRemake: '未上架应用',
      details: '<p>未上架</p>',
      state: hidden.state,
      charged: true,
      isTrial: true,
      trialTime: 3,
      exploitTenantId: null,
      installNum: 0,
      contactPerson: '平台运营部',
      plans: yearlyPlans(999),
      createTime: daysAgo(base, 1),
    });
    appIds.set(hidden.name, id);
  }
  for (const [name, associated] of ASSOCIATIONS) {
    await associateApps(
      db,
      appIds.get(name) as number,
      associated.map((other) => appIds.get(other) as number),
    );
  }

  for (const [index, micro] of MICROSERVICES.entries()) {
    await createMicroservice(db, {
      name: micro.name,
      industryId: industryIds.get(micro.industry) as number,
      type: micro.type,
      state: micro.state ?? 1,
      contentRemake: micro.remake,
      detailsRemake: micro.details,
      content: `<h2>服务说明</h2><p>${micro.remake}。</p><h2>计算方法</h2><p>${micro.details}</p>`,
      contactPerson: '平台运营部',
      uploadCount: micro.uses,
      ...builtin(micro.uri),
      fields: micro.fields,
      createTime: daysAgo(base, 200 - index * 7),
    });
  }

  for (const [index, [code, name]] of MODEL_SORTS.entries()) await createModelSort(db, code, name, index);
  for (const [index, model] of DEMO_MODELS.entries()) {
    await createModel(db, {
      modelName: model.modelName,
      code: model.code,
      describes: model.describes,
      modelSortCode: model.sort,
      modelTypeName: model.typeName,
      professionSortName: model.profession,
      principle: model.principle,
      modelStatusCode: model.status ?? MODEL_STATUS_PUBLISHED,
      useCount: model.uses,
      isRequestData: model.isRequestData ?? 0,
      ...builtin(model.uri),
      fields: model.fields,
      createTime: daysAgo(base, 180 - index * 9),
    });
  }
}

export const marketCatalogueSeeder: Seeder = {
  name: 'market catalogue',
  run: (db) => seedMarketCatalogue(db),
};

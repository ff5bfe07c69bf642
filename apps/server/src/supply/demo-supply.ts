import type { FieldType } from '@portal/shared/supply';
import type { Motif, PaletteName } from '../content/images.ts';

/**
 * The board's demo content: product types with their extended fields, the companies that
 * publish, and the names the seed (supply.seed.ts) combines into entries. Plain data, no rules.
 */

export interface DemoField {
  name: string;
  type: FieldType;
  query: boolean;
  /** 数字: values from min to max in steps. */
  numbers?: [min: number, max: number, step: number];
  /** 文本: the values taken in turn. */
  texts?: string[];
  /** 日期: days from today, from and to (negative: past). */
  days?: [from: number, to: number];
}

export interface DemoCategory {
  typeName: string;
  motif: Motif;
  palette: PaletteName;
  fields: DemoField[];
  unit: string;
  /** Yuan per unit, lowest and highest. */
  price: [number, number];
  supplies: string[];
  demands: string[];
  /** What a supply says of itself and what a demand asks; `{name}` is the entry's name. */
  explain: string;
  describe: string;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    typeName: '冷库设备',
    motif: 'warehouse',
    palette: 'glacier',
    unit: '台',
    price: [8_000, 120_000],
    fields: [
      { name: '制冷量(kW)', type: '数字', query: true, numbers: [5, 200, 5] },
      { name: '最低温度(°C)', type: '数字', query: true, numbers: [-40, 5, 5] },
      { name: '品牌', type: '文本', query: true, texts: ['比泽尔', '谷轮', '松下', '海尔', '冰山', '雪人'] },
      { name: '出厂日期', type: '日期', query: true, days: [-400, -10] },
    ],
    supplies: [
      '吊顶式冷风机',
      '冷库专用保温门',
      '箱式制冷机组',
      '并联冷凝机组',
      '速冻隧道设备',
      '装配式冷库整体方案',
      '冷库电动平移门',
      '蒸发式冷凝器',
    ],
    demands: [
      '冷风机采购',
      '冷库门批量采购',
      '制冷机组更换',
      '速冻设备求购',
      '冷库整体改造',
      '冷凝器采购',
      '冷库除霜控制柜',
    ],
    explain: '{name}，整机出厂检测，支持上门安装调试，质保两年，可提供冷库设计与选型服务。',
    describe: '因新建冷库项目需要采购{name}相关设备，要求节能、运行稳定，含安装调试，需提供资质与案例。',
  },
  {
    typeName: '制冷压缩机',
    motif: 'factory',
    palette: 'indigo',
    unit: '台',
    price: [3_500, 60_000],
    fields: [
      { name: '功率(kW)', type: '数字', query: true, numbers: [3, 90, 3] },
      { name: '制冷剂', type: '文本', query: true, texts: ['R404A', 'R507A', 'R22', 'R134a', 'R290', 'CO2'] },
      { name: '生产日期', type: '日期', query: true, days: [-300, -5] },
    ],
    supplies: [
      '半封闭活塞压缩机',
      '螺杆式制冷压缩机',
      '涡旋压缩机',
      '变频涡旋压缩机',
      'CO2跨临界压缩机',
      '低温双级压缩机',
      '开启式氨压缩机',
      '压缩机维修配件包',
    ],
    demands: [
      '螺杆压缩机求购',
      '涡旋压缩机采购',
      '低温压缩机采购',
      '压缩机大修配件',
      '氨压缩机求购',
      '变频压缩机采购',
      '二手压缩机回收',
    ],
    explain: '{name}，原厂正品，能效等级高，运行噪音低，现货供应，支持全国物流配送。',
    describe: '采购{name}，用于冷库机组升级，需提供原厂证明及检测报告，优先本地可售后服务商。',
  },
  {
    typeName: '冷藏运输',
    motif: 'truck',
    palette: 'ocean',
    unit: '车次',
    price: [800, 12_000],
    fields: [
      { name: '载重(吨)', type: '数字', query: true, numbers: [2, 30, 1] },
      {
        name: '温区',
        type: '文本',
        query: true,
        texts: ['-18°C冷冻', '0-4°C冷藏', '-25°C深冷', '2-8°C医药', '10-15°C恒温'],
      },
      { name: '可发车日期', type: '日期', query: true, days: [1, 60] },
      {
        name: '线路',
        type: '文本',
        query: false,
        texts: ['郑州—北京', '郑州—上海', '广州—成都', '武汉—西安', '济南—沈阳'],
      },
    ],
    supplies: [
      '9.6米冷藏车整车运输',
      '4.2米城配冷藏车',
      '冷链零担拼车',
      '医药冷链专车',
      '冷冻海鲜干线运输',
      '果蔬冷链专线',
      '冷藏集装箱运输',
      '多温区配送车',
    ],
    demands: [
      '冷冻肉类干线运输',
      '果蔬冷链城配',
      '医药冷链运输招标',
      '冰淇淋配送',
      '海鲜冷链专车',
      '冷链仓配一体',
      '节日冷链运力',
    ],
    explain: '{name}，全程温度监控可追溯，司机持证上岗，准时率99%以上，可签长期合同。',
    describe: '需要{name}服务，货品对温度敏感，要求全程温度记录可查，按月结算，长期合作优先。',
  },
  {
    typeName: '冷库租赁',
    motif: 'container',
    palette: 'teal',
    unit: '平方米·月',
    price: [35, 160],
    fields: [
      { name: '面积(平方米)', type: '数字', query: true, numbers: [200, 20_000, 200] },
      {
        name: '库温',
        type: '文本',
        query: true,
        texts: ['-18°C', '-25°C', '0-4°C', '-60°C超低温', '10-15°C'],
      },
      { name: '可入库日期', type: '日期', query: true, days: [0, 90] },
    ],
    supplies: [
      '郑州航空港冷库出租',
      '高标准多温区冷库',
      '港口冷链仓储',
      '产地预冷库出租',
      '医药GSP冷库',
      '超低温金枪鱼库',
      '城市前置冷库',
      '果蔬气调库出租',
    ],
    demands: [
      '求租冷冻库',
      '求租医药冷库',
      '求租产地预冷库',
      '求租城市配送冷库',
      '求租气调库',
      '求租超低温库',
      '短期冷库周转',
    ],
    explain: '{name}，24小时温湿度监控，配备月台与装卸设备，交通便利，支持仓配一体服务。',
    describe: '{name}，用于冻品周转，要求温度稳定、有监控记录，可提供装卸与分拣服务者优先。',
  },
  {
    typeName: '保温材料',
    motif: 'cabinet',
    palette: 'steel',
    unit: '平方米',
    price: [45, 380],
    fields: [
      { name: '厚度(mm)', type: '数字', query: true, numbers: [50, 200, 25] },
      {
        name: '材质',
        type: '文本',
        query: true,
        texts: ['聚氨酯', '挤塑板', '岩棉', '聚苯乙烯', '真空绝热板'],
      },
      { name: '交货日期', type: '日期', query: true, days: [3, 45] },
    ],
    supplies: [
      '聚氨酯冷库板',
      '不锈钢冷库板',
      '挤塑保温板',
      '真空绝热板',
      '冷库地面保温层',
      '彩钢夹芯板',
      '岩棉防火板',
      '冷库门框密封条',
    ],
    demands: [
      '冷库板采购',
      '保温板批量采购',
      '防火保温材料',
      '冷库地坪保温',
      '真空绝热板求购',
      '冷库密封条',
      '夹芯板采购',
    ],
    explain: '{name}，导热系数低，阻燃等级B1，可按尺寸定制，工厂直供，支持现场测量。',
    describe: '项目需要{name}，面积较大，需提供检测报告与样品，含运输到现场。',
  },
  {
    typeName: '温控传感器',
    motif: 'thermometer',
    palette: 'dawn',
    unit: '个',
    price: [60, 2_400],
    fields: [
      { name: '测温下限(°C)', type: '数字', query: true, numbers: [-80, 0, 10] },
      { name: '精度(°C)', type: '数字', query: false, numbers: [0.1, 1, 0.1] },
      {
        name: '通讯方式',
        type: '文本',
        query: true,
        texts: ['4G', 'NB-IoT', 'LoRa', 'RS485', 'WiFi', '蓝牙'],
      },
      { name: '出厂日期', type: '日期', query: true, days: [-200, -3] },
    ],
    supplies: [
      '无线温湿度记录仪',
      '冷链运输温度标签',
      '冷库温湿度传感器',
      '一次性温度记录仪',
      '冷柜温度监控终端',
      '冷藏车温度主机',
      '门磁开关传感器',
      '超低温探头',
    ],
    demands: [
      '温湿度记录仪采购',
      '冷藏车温控终端',
      '冷柜监控终端求购',
      '温度标签采购',
      '冷库监控系统改造',
      '门磁传感器采购',
      '医药冷链记录仪',
    ],
    explain: '{name}，数据实时上传平台，超温短信告警，电池续航长，支持批量定制。',
    describe: '采购{name}，需能接入现有物联网平台，提供接口文档，支持批量部署。',
  },
  {
    typeName: '冷冻食品原料',
    motif: 'snowflake',
    palette: 'glacier',
    unit: '吨',
    price: [6_000, 68_000],
    fields: [
      { name: '储存温度(°C)', type: '数字', query: true, numbers: [-25, 4, 1] },
      {
        name: '产地',
        type: '文本',
        query: true,
        texts: ['河南', '山东', '内蒙古', '黑龙江', '广东', '福建', '新西兰', '巴西'],
      },
      { name: '生产日期', type: '日期', query: true, days: [-120, -1] },
    ],
    supplies: [
      '冷冻鸡胸肉',
      '速冻水饺原料',
      '冷冻猪后腿肉',
      '冷冻牛腩',
      '冷冻虾仁',
      '速冻玉米粒',
      '冷冻带鱼段',
      '冷冻西兰花',
    ],
    demands: [
      '冻品鸡肉采购',
      '速冻食品原料',
      '冷冻牛羊肉求购',
      '冻虾仁采购',
      '速冻蔬菜求购',
      '冷冻鱼类采购',
      '冻品猪肉采购',
    ],
    explain: '{name}，检验检疫合格，全程冷链运输，可提供溯源码，量大从优。',
    describe: '长期采购{name}，需三证齐全，冷链到厂，按批次检验，月结账期。',
  },
  {
    typeName: '包装耗材',
    motif: 'chart',
    palette: 'indigo',
    unit: '箱',
    price: [18, 420],
    fields: [
      {
        name: '规格',
        type: '文本',
        query: true,
        texts: ['600×400×300mm', '450×350×250mm', '1200ml', '2kg装', '定制'],
      },
      { name: '每箱数量', type: '数字', query: true, numbers: [10, 500, 10] },
      { name: '交货日期', type: '日期', query: true, days: [2, 30] },
    ],
    supplies: [
      'EPS泡沫保温箱',
      '冰袋蓄冷剂',
      '铝箔保温袋',
      '冷链周转箱',
      '干冰运输箱',
      'VIP医药保温箱',
      '可降解缓冲材料',
      '蓄冷板',
    ],
    demands: [
      '泡沫箱采购',
      '冰袋批量采购',
      '保温袋定制',
      '周转箱求购',
      '医药保温箱采购',
      '蓄冷剂采购',
      '电商冷链包装',
    ],
    explain: '{name}，保温时长可达48小时，可印刷企业标识，现货充足，支持小批量试单。',
    describe: '电商旺季需要{name}，要求保温效果稳定，可定制尺寸，需先提供样品测试。',
  },
  {
    typeName: '医药冷链',
    motif: 'network',
    palette: 'teal',
    unit: '台',
    price: [2_000, 90_000],
    fields: [
      { name: '容积(升)', type: '数字', query: true, numbers: [50, 1_500, 50] },
      { name: '温区', type: '文本', query: true, texts: ['2-8°C', '-20°C', '-80°C', '15-25°C'] },
      { name: '验证日期', type: '日期', query: true, days: [-180, -1] },
    ],
    supplies: [
      '医用冷藏箱',
      '疫苗运输箱',
      '超低温冰箱',
      '药品阴凉柜',
      '冷链验证服务',
      '车载医药冰箱',
      '血液运输箱',
      '冷链温度验证系统',
    ],
    demands: [
      '疫苗冷藏箱采购',
      '超低温冰箱求购',
      '药品冷藏柜采购',
      '冷链验证服务',
      '医药运输箱采购',
      '车载冰箱采购',
      '阴凉柜批量采购',
    ],
    explain: '{name}，符合GSP要求，配备温度记录与报警，提供验证报告与培训服务。',
    describe: '医院及药企项目采购{name}，须符合GSP规范，提供注册证与验证文件。',
  },
];

export interface DemoCompany {
  companyName: string;
  comAddress: string;
  linkMan: string;
  linkPhone: string;
  comEmail: string;
  estTime: string;
  comScale: string;
  recommended: boolean;
  /** The demo account it belongs to: a tenant by its code, or the developer by account. */
  owner?: { tenantCode: string } | { account: string };
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    companyName: '演示冷链科技有限公司',
    comAddress: '河南省郑州市金水区花园路88号',
    linkMan: '王建国',
    linkPhone: '13800000001',
    comEmail: 'wangjg@demo-coldchain.cn',
    estTime: '2015-06-18',
    comScale: '100-499人',
    recommended: true,
    owner: { tenantCode: 'demo' },
  },
  {
    companyName: '示例食品有限公司',
    comAddress: '山东省济南市历城区工业北路16号',
    linkMan: '李晓梅',
    linkPhone: '13800000003',
    comEmail: 'lixm@sample-food.cn',
    estTime: '2012-03-09',
    comScale: '500-999人',
    recommended: true,
    owner: { tenantCode: 'sample' },
  },
  {
    companyName: '中原冷链物流有限公司',
    comAddress: '河南省郑州市航空港区迎宾大道26号',
    linkMan: '张伟',
    linkPhone: '13937101234',
    comEmail: 'zhangwei@zyll.com.cn',
    estTime: '2010-08-01',
    comScale: '1000人以上',
    recommended: true,
  },
  {
    companyName: '冰峰制冷设备有限公司',
    comAddress: '江苏省苏州市吴中区东方大道99号',
    linkMan: '刘洋',
    linkPhone: '13962145678',
    comEmail: 'liuyang@bingfeng-ref.com',
    estTime: '2008-11-20',
    comScale: '100-499人',
    recommended: true,
  },
  {
    companyName: '雪域冷库工程有限公司',
    comAddress: '广东省佛山市顺德区容桂街道华口路3号',
    linkMan: '陈静',
    linkPhone: '13827761122',
    comEmail: 'chenjing@xueyu-cold.cn',
    estTime: '2014-04-15',
    comScale: '50-99人',
    recommended: true,
  },
  {
    companyName: '鲜达冷运供应链管理有限公司',
    comAddress: '上海市浦东新区航头镇沪南公路5208号',
    linkMan: '杨帆',
    linkPhone: '13801762233',
    comEmail: 'yangfan@xianda-scm.com',
    estTime: '2016-09-01',
    comScale: '500-999人',
    recommended: true,
  },
  {
    companyName: '恒温智控科技有限公司',
    comAddress: '浙江省杭州市滨江区江南大道588号',
    linkMan: '赵磊',
    linkPhone: '13758183344',
    comEmail: 'zhaolei@hengwen-iot.com',
    estTime: '2018-01-12',
    comScale: '50-99人',
    recommended: false,
  },
  {
    companyName: '北方冻品贸易有限公司',
    comAddress: '辽宁省大连市甘井子区革镇堡街道76号',
    linkMan: '孙丽',
    linkPhone: '13904114455',
    comEmail: 'sunli@north-frozen.cn',
    estTime: '2011-05-23',
    comScale: '100-499人',
    recommended: false,
  },
  {
    companyName: '安泰医药冷链有限公司',
    comAddress: '湖北省武汉市东西湖区金银湖路19号',
    linkMan: '周敏',
    linkPhone: '13871275566',
    comEmail: 'zhoumin@antai-pharma.com',
    estTime: '2013-07-30',
    comScale: '100-499人',
    recommended: false,
  },
  {
    companyName: '保鲜宝包装材料有限公司',
    comAddress: '福建省厦门市同安区工业集中区思明园32号',
    linkMan: '吴刚',
    linkPhone: '13906026677',
    comEmail: 'wugang@bxb-pack.com',
    estTime: '2017-02-14',
    comScale: '50-99人',
    recommended: false,
  },
  {
    companyName: '金穗农产品冷藏有限公司',
    comAddress: '河南省周口市商水县产业集聚区富民路8号',
    linkMan: '郑强',
    linkPhone: '13603947788',
    comEmail: 'zhengqiang@jinsui-agri.cn',
    estTime: '2009-10-10',
    comScale: '100-499人',
    recommended: false,
  },
  {
    companyName: '海川水产有限公司',
    comAddress: '山东省青岛市黄岛区海滨工业园12号',
    linkMan: '马超',
    linkPhone: '13969838899',
    comEmail: 'machao@haichuan-sea.com',
    estTime: '2006-12-05',
    comScale: '500-999人',
    recommended: false,
  },
  {
    companyName: '蓝盾保温建材有限公司',
    comAddress: '河北省廊坊市大城县保温建材产业园',
    linkMan: '胡军',
    linkPhone: '13831609900',
    comEmail: 'hujun@landun-jc.com',
    estTime: '2012-06-06',
    comScale: '50-99人',
    recommended: false,
  },
  {
    companyName: '西部冷链仓储有限公司',
    comAddress: '四川省成都市新都区物流大道666号',
    linkMan: '林峰',
    linkPhone: '13880281010',
    comEmail: 'linfeng@xbll-wh.com',
    estTime: '2015-03-18',
    comScale: '100-499人',
    recommended: false,
  },
  {
    companyName: '速冻先锋食品有限公司',
    comAddress: '河南省郑州市惠济区英才街22号',
    linkMan: '何雪',
    linkPhone: '13783652020',
    comEmail: 'hexue@sdxf-food.cn',
    estTime: '2004-09-09',
    comScale: '1000人以上',
    recommended: false,
  },
  {
    companyName: '陈开发工作室',
    comAddress: '河南省郑州市高新区科学大道100号',
    linkMan: '陈开发',
    linkPhone: '13800000002',
    comEmail: 'chenkf@dev-studio.cn',
    estTime: '2020-05-20',
    comScale: '1-49人',
    recommended: false,
    owner: { account: '13800000002' },
  },
];

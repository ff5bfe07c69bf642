/** The home page's fixed texts (spec 000 §1): the tours and the runtime-support topics. */

export interface Step {
  title: string;
  text: string;
  points: string[];
}

/** The application-development centre: seven steps (spec 000 §1). */
export const DEVELOPMENT_STEPS: Step[] = [
  {
    title: '项目管理',
    text: '需求、任务与迭代在线协同，冷链应用的开发进度一目了然。',
    points: ['需求与任务看板', '迭代计划与燃尽图', '成员分工与权限'],
  },
  {
    title: '轻量开发',
    text: '低代码表单与流程设计器，拖拽即可搭建冷库巡检、出入库等业务应用。',
    points: ['可视化表单与流程', '设备数据模型直接引用', '常用冷链组件开箱即用'],
  },
  {
    title: '代码管理',
    text: '代码仓库托管，分支、合并请求与评审全程留痕。',
    points: ['私有代码仓库', '分支与合并评审', '提交记录可追溯'],
  },
  {
    title: '代码检查',
    text: '静态扫描与安全检查，在发布之前发现缺陷与漏洞。',
    points: ['代码规范检查', '依赖漏洞扫描', '质量报告与门禁'],
  },
  {
    title: '构建',
    text: '一键构建应用镜像，构建日志与制品统一管理。',
    points: ['多语言构建模板', '构建日志实时查看', '制品版本管理'],
  },
  {
    title: '测试',
    text: '独立测试环境与自动化测试，接入模拟设备数据验证业务逻辑。',
    points: ['一键部署测试环境', '模拟冷库与冷藏车数据', '自动化测试报告'],
  },
  {
    title: '发布',
    text: '审核通过后上架应用市场，租户订阅即可在工作台使用。',
    points: ['上架审核', '版本与价格设置', '订阅与计量结算'],
  },
];

/** The application-market introduction: three steps (spec 000 §1). */
export const MARKET_STEPS: Step[] = [
  {
    title: '浏览选购',
    text: '按行业查找冷链应用，查看功能介绍、适用场景与价格方案。',
    points: ['按行业分类浏览', '应用详情与截图', '价格方案一目了然'],
  },
  {
    title: '试用订阅',
    text: '免费试用或按年订阅，所依赖的关联应用一并开通。',
    points: ['免费试用', '按年订阅', '关联应用自动开通'],
  },
  {
    title: '进入控制台',
    text: '在租户工作台使用已订阅的应用，设备数据与业务数据统一管理。',
    points: ['统一登录', '租户数据隔离', '随时续订与退订'],
  },
];

/** Runtime-support topics (spec 000 §1). */
export const RUNTIME_TOPICS: { title: string; text: string }[] = [
  { title: '实例管理', text: '应用实例的创建、扩缩容与启停' },
  { title: '运行监控', text: 'CPU、内存与接口调用实时监控' },
  { title: '计量计费', text: '按订阅与用量计量，账单清晰' },
  { title: '状态监测', text: '应用与设备在线状态，异常告警' },
  { title: '发布部署', text: '灰度发布与一键回滚' },
];

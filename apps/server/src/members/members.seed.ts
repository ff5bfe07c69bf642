import type { Seeder } from '../db/seeds/seeder.ts';
import { nowIso } from '../lib/time.ts';
import { memberLogoDataUrl } from './member-logo.ts';

/** The four member companies of /PlatformMembers (spec 000 §2.13); names are invented. */
const MEMBERS = [
  {
    name: '豫冷智联冷链物流有限公司',
    logo: { mark: '豫', name: '豫冷智联', colors: ['#1565c0', '#26a6d1'] },
    level: '理事长单位',
    city: '河南·郑州',
    intro:
      '立足郑州国际陆港，运营冷库 12 万吨、冷藏车 380 余辆，为中原地区商超与餐饮连锁提供城市冷链配送。率先在平台接入全部冷库的温湿度与能耗数据，库温异常 1 分钟内告警。',
  },
  {
    name: '华冰制冷设备股份有限公司',
    logo: { mark: '冰', name: '华冰制冷', colors: ['#00796b', '#4db6ac'] },
    level: '副理事长单位',
    city: '河南·新乡',
    intro:
      '专业生产冷库机组、速冻设备与冷藏陈列柜，产品覆盖全国 28 个省份。借助平台的设备物联网，为售出的 6,000 余台机组提供远程监控、故障预警与能效分析服务。',
  },
  {
    name: '鲜达食品供应链管理有限公司',
    logo: { mark: '鲜', name: '鲜达供应链', colors: ['#e65100', '#ffb74d'] },
    level: '会员单位',
    city: '河南·漯河',
    intro:
      '服务肉制品、速冻面点与乳制品企业的冷链仓配一体化服务商，在平台上使用冷链追溯与订单协同应用，实现从工厂出库到门店签收的全程温度记录。',
  },
  {
    name: '恒温云仓储科技有限公司',
    logo: { mark: '恒', name: '恒温云仓', colors: ['#5e35b1', '#9575cd'] },
    level: '会员单位',
    city: '上海',
    intro:
      '面向医药与生鲜电商的多温区智能仓储运营商，运营 2~8°C 医药库与 -25°C 深冷库。通过平台的工业微服务计算冷库热负荷与预冷时间，制冷能耗下降 14%。',
  },
] as const;

export const membersSeeder: Seeder = {
  name: 'platform members',
  async run(db) {
    const now = nowIso();
    await db
      .insertInto('platformMember')
      .values(
        MEMBERS.map((member, index) => ({
          name: member.name,
          logo: memberLogoDataUrl({ ...member.logo, colors: [...member.logo.colors] }),
          level: member.level,
          city: member.city,
          intro: member.intro,
          sort: index + 1,
          createTime: now,
        })),
      )
      .execute();
  },
};

import type { Seeder } from '../db/seeds/seeder.ts';
import { nowIso } from '../lib/time.ts';

/** Six customer sites across China for /Maps (spec 000 §2.13); the platform's home is Henan. */
const MARKERS = [
  {
    title: '豫冷智联郑州冷链物流园',
    lng: 113.7412,
    lat: 34.7105,
    address: '河南省郑州市经济技术开发区经北一路 138 号',
    message: '冷库容量 12 万吨，接入温湿度传感器 1,860 个，覆盖中原城市群冷链配送。',
  },
  {
    title: '北京大兴冷链配送中心',
    lng: 116.3412,
    lat: 39.7267,
    address: '北京市大兴区西红门镇宏福路 18 号',
    message: '服务京津冀商超的 -18°C 冷冻库与 0~4°C 冷藏库，车辆在途温度实时上传。',
  },
  {
    title: '上海临港冷链仓储基地',
    lng: 121.9281,
    lat: 30.9006,
    address: '上海市浦东新区临港新片区正博路 356 号',
    message: '医药 2~8°C 库与 -25°C 深冷库，多温区分区监控与能耗分析。',
  },
  {
    title: '广州南沙进口冷链查验中心',
    lng: 113.6051,
    lat: 22.7525,
    address: '广东省广州市南沙区龙穴街港前大道南 162 号',
    message: '进口冷冻肉品与水产品查验、仓储，冷链追溯数据对接海关系统。',
  },
  {
    title: '成都青白江冷链物流港',
    lng: 104.2508,
    lat: 30.8782,
    address: '四川省成都市青白江区城厢镇香岛大道 1509 号',
    message: '西部陆海新通道冷链枢纽，冷藏集装箱断电温升预警全覆盖。',
  },
  {
    title: '沈阳于洪农产品冷链中心',
    lng: 123.3108,
    lat: 41.7953,
    address: '辽宁省沈阳市于洪区沈大路 301 号',
    message: '东北果蔬与肉类产地预冷、速冻与仓储，冷库机组远程运维。',
  },
] as const;

export const mapMarkersSeeder: Seeder = {
  name: 'map markers',
  async run(db) {
    const now = nowIso();
    await db
      .insertInto('mapMarker')
      .values(
        MARKERS.map((marker, index) => ({
          ...marker,
          width: 28,
          height: 36,
          sort: index + 1,
          createTime: now,
        })),
      )
      .execute();
  },
};

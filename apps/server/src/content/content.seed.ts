import { BANNER_TYPES } from '@portal/shared/constants';
import type { Db } from '../db/database.ts';
import type { Seeder } from '../db/seeds/seeder.ts';
import { DAY_MS, HOUR_MS } from '../lib/time.ts';
import {
  createBanner,
  createCase,
  createIndustry,
  createNews,
  createNotice,
  saveSvgImage,
} from './content.service.ts';
import { DEMO_NEWS, type DemoNews } from './demo-news.ts';
import { DEMO_SOLUTIONS } from './demo-solutions.ts';
import {
  bannerSvg,
  chartSvg,
  iconSvg,
  type Motif,
  PALETTES,
  type PaletteName,
  posterSvg,
  sceneSvg,
} from './images.ts';

interface DemoBanner {
  title: string;
  snapshot: string;
  motif: Motif;
  palette: PaletteName;
  textColor?: string;
  /** "0": kept but never shown (proves the status filter). */
  status?: '0' | '1';
}

/** Banners for all ten types (spec 000 §9). */
const DEMO_BANNERS: Record<number, DemoBanner[]> = {
  [BANNER_TYPES.home]: [
    {
      title: '冷链工业互联网平台',
      snapshot: '连接冷库、冷藏车与制冷设备，汇聚工业应用、微服务与机理模型，助力冷链企业数字化升级',
      motif: 'network',
      palette: 'ocean',
    },
    {
      title: '冷库在线监测 7×24 小时守护',
      snapshot: '温湿度、门磁与能耗实时采集，异常 3 分钟内通知到人',
      motif: 'warehouse',
      palette: 'glacier',
    },
    {
      title: '冷藏运输全程可视',
      snapshot: '车厢温度、位置与车门状态一屏掌握，智能排线降低空驶',
      motif: 'truck',
      palette: 'indigo',
    },
    {
      title: '旧版首页横幅（已停用）',
      snapshot: '停用的横幅不会展示',
      motif: 'chart',
      palette: 'steel',
      status: '0',
    },
  ],
  [BANNER_TYPES.solution]: [
    {
      title: '行业解决方案',
      snapshot: '覆盖冷库、冷链运输、食品加工、医药与商超的数字化方案',
      motif: 'factory',
      palette: 'teal',
    },
    {
      title: '从产地到餐桌的全程温控',
      snapshot: '预冷、仓储、运输、配送各环节数据贯通',
      motif: 'snowflake',
      palette: 'glacier',
    },
  ],
  [BANNER_TYPES.appMarket]: [
    {
      title: '应用市场',
      snapshot: '精选冷链行业工业应用，免费试用、按年订阅',
      motif: 'cabinet',
      palette: 'ocean',
    },
    {
      title: '新上架应用限时免费试用',
      snapshot: '冷库能效、冷藏车调度、温控追溯',
      motif: 'chart',
      palette: 'dawn',
    },
  ],
  [BANNER_TYPES.microservice]: [
    {
      title: '工业微服务',
      snapshot: '露点、制冷剂物性、热负荷等工业计算服务，在线调试、接口调用',
      motif: 'chip',
      palette: 'indigo',
    },
    {
      title: '开放接口，快速集成',
      snapshot: '把平台能力接入企业自有系统',
      motif: 'network',
      palette: 'steel',
    },
  ],
  [BANNER_TYPES.mechanismModel]: [
    {
      title: '机理模型',
      snapshot: '基于热工与制冷原理的模型，在线仿真、结果可视',
      motif: 'thermometer',
      palette: 'teal',
    },
    {
      title: '冷藏箱断电温漂预测',
      snapshot: '断电后还能坚持多久，一算便知',
      motif: 'container',
      palette: 'glacier',
    },
  ],
  [BANNER_TYPES.machine]: [
    {
      title: '设备物联网',
      snapshot: '冷机、冷柜、冷库机组即插即联，支持 60+ 芯片与 200+ 驱动',
      motif: 'chip',
      palette: 'ocean',
    },
    {
      title: '冷机物联网 · 冷柜物联网',
      snapshot: '设备远程监控、故障预警与能效分析',
      motif: 'cabinet',
      palette: 'indigo',
    },
  ],
  [BANNER_TYPES.news]: [
    { title: '新闻资讯', snapshot: '行业动态、政策解读与平台公告', motif: 'network', palette: 'indigo' },
    { title: '冷链行业动态', snapshot: '关注冷链物流与食品安全的最新进展', motif: 'truck', palette: 'dawn' },
  ],
  [BANNER_TYPES.supplyHome]: [
    {
      title: '行业供需',
      snapshot: '冷库租赁、冷藏运输、设备采购，供需信息高效对接',
      motif: 'container',
      palette: 'teal',
    },
    {
      title: '发布需求，快速对接',
      snapshot: '审核后公开展示，精准触达行业企业',
      motif: 'network',
      palette: 'ocean',
    },
  ],
  [BANNER_TYPES.supplySearch]: [
    { title: '供需搜索', snapshot: '按关键词与分类查找冷链供需信息', motif: 'warehouse', palette: 'steel' },
  ],
  [BANNER_TYPES.aboutUs]: [
    {
      title: '关于我们',
      snapshot: '立足河南、服务全国的冷链工业互联网平台',
      motif: 'snowflake',
      palette: 'ocean',
    },
  ],
};

const NOTICES = [
  {
    title: '关于平台系统升级维护的通知',
    content: '平台将于本周六 00:00—04:00 进行系统升级，期间应用市场与控制台暂停服务。',
    daysAgo: 1,
  },
  {
    title: '应用市场新上架 8 款冷链行业应用',
    content: '冷库能效、冷藏车调度、温控追溯等应用已上架，其中 5 款提供免费试用。',
    daysAgo: 4,
  },
  {
    title: '开发者认证审核时效调整为 3 个工作日',
    content: '为提升服务效率，开发者认证审核时效由 5 个工作日调整为 3 个工作日。',
    daysAgo: 9,
  },
  {
    title: '县域产地冷库免费接入基础监测服务开放申请',
    content: '县域产地冷库可免费接入平台基础监测服务，名额有限，欢迎申请。',
    daysAgo: 16,
  },
  { title: '平台用户隐私协议更新', content: '平台更新了用户隐私协议，请登录后查阅。', daysAgo: 30 },
  {
    title: '冷链数字化培训报名开启',
    content: '面向冷链企业技术与管理人员的数字化培训报名开启，线下课程在郑州举办。',
    daysAgo: 45,
  },
];

const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** `daysAgo` days before `now`, at `hour`:30 China time; never in the future. */
function publishTime(now: Date, daysAgo: number, hour: number): string {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS - daysAgo * DAY_MS);
  china.setUTCHours(hour, 30, 0, 0);
  const time = Math.min(china.getTime() - CHINA_OFFSET_MS, now.getTime() - 10 * 60_000);
  return new Date(time).toISOString();
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const figure = (src: string, caption: string, width: number, height: number) =>
  `<figure><img src="${src}" alt="${escapeHtml(caption)}" width="${width}" height="${height}"><figcaption>${escapeHtml(caption)}</figcaption></figure>`;

async function seedNewsItem(db: Db, item: DemoNews, index: number, now: Date): Promise<void> {
  const n = String(index + 1).padStart(2, '0');
  const poster = await saveSvgImage(
    db,
    `news-${n}.svg`,
    posterSvg(PALETTES[item.palette], item.motif, 100 + index, item.label),
  );
  const chart = item.chart
    ? figure(
        await saveSvgImage(db, `news-${n}-chart.svg`, chartSvg(item.chart)),
        item.chart.caption,
        960,
        480,
      )
    : '';
  const parts: string[] = [];
  item.sections.forEach((section, s) => {
    if (section.heading) parts.push(`<h3>${escapeHtml(section.heading)}</h3>`);
    parts.push(...section.paragraphs.map(paragraph));
    if (section.list)
      parts.push(`<ul>${section.list.map((li) => `<li>${escapeHtml(li)}</li>`).join('')}</ul>`);
    // The picture goes after the first section, where the article refers to it.
    if (s === 0) parts.push(chart, item.figure === 'poster' ? figure(poster, item.headline, 800, 450) : '');
  });
  await createNews(db, {
    headline: item.headline,
    summary: item.summary,
    body: parts.join(''),
    poster,
    publishTime: publishTime(now, item.daysAgo, item.hour),
    published: !item.draft,
    clickCount: item.clicks,
  });
}

async function seedSolutions(db: Db): Promise<void> {
  let caseNumber = 0;
  for (const [index, solution] of DEMO_SOLUTIONS.entries()) {
    const n = index + 1;
    const palette = PALETTES[solution.palette];
    const icon = await saveSvgImage(db, `industry-${n}-icon.svg`, iconSvg(palette, solution.motifs[0]));
    const picture = await saveSvgImage(db, `industry-${n}.svg`, sceneSvg(palette, solution.motifs, 300 + n));
    const industryId = await createIndustry(db, {
      title: solution.title,
      digest: solution.digest,
      icon,
      picture,
      content: solution.content.map(paragraph).join(''),
      painPoints: solution.painPoints,
      values: solution.values,
      sortCode: n,
      published: !solution.draft,
    });
    for (const item of solution.cases) {
      caseNumber += 1;
      const casePicture = await saveSvgImage(
        db,
        `case-${caseNumber}.svg`,
        sceneSvg(palette, [solution.motifs[1], solution.motifs[0]], 500 + caseNumber),
      );
      const content =
        item.paragraphs.map((p) => `<h3>${escapeHtml(p.heading)}</h3>${paragraph(p.text)}`).join('') +
        figure(casePicture, item.title, 1200, 600) +
        `<h3>项目成效</h3><ul>${item.results.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`;
      await createCase(db, {
        industryId,
        title: item.title,
        customer: item.customer,
        summary: item.summary,
        content,
        picture: casePicture,
        sortCode: caseNumber,
      });
    }
  }
}

async function seedBanners(db: Db): Promise<void> {
  for (const [type, banners] of Object.entries(DEMO_BANNERS)) {
    for (const [index, banner] of banners.entries()) {
      const url = await saveSvgImage(
        db,
        `banner-${type}-${index + 1}.svg`,
        bannerSvg(PALETTES[banner.palette], banner.motif, Number(type) * 10 + index),
      );
      await createBanner(db, {
        type: Number(type),
        title: banner.title,
        snapshot: banner.snapshot,
        url,
        textColor: banner.textColor,
        status: banner.status ?? '1',
        // The first banner of a type comes first (sort desc).
        sortCode: banners.length - index,
      });
    }
  }
}

export const contentSeeder: Seeder = {
  name: 'content',
  async run(db) {
    const now = new Date();
    await seedBanners(db);
    for (const [index, item] of DEMO_NEWS.entries()) await seedNewsItem(db, item, index, now);
    await seedSolutions(db);
    for (const notice of NOTICES) {
      await createNotice(db, {
        title: notice.title,
        content: notice.content,
        publishTime: publishTime(now, notice.daysAgo, 10),
      });
    }
  },
};

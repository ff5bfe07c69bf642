import type { Generated } from 'kysely';

export interface ContentImageTable {
  name: string;
  mimeType: string;
  body: string;
  createTime: string;
}

export interface BannerTable {
  id: Generated<number>;
  type: number;
  title: string;
  snapshot: string;
  url: string;
  textColor: string;
  status: string;
  sortCode: number;
  createTime: string;
}

export interface NewsTable {
  id: Generated<number>;
  headline: string;
  summary: string;
  /** Sanitised rich text. */
  body: string;
  poster: string;
  publishTime: string;
  clickCount: Generated<number>;
  published: number;
  /** 1 = marked 热门 by an operator (first in the hot list). */
  hot: Generated<number>;
  createTime: string;
  updateTime: string;
}

export interface IndustryTable {
  id: Generated<number>;
  title: string;
  digest: string;
  icon: string;
  picture: string;
  /** Sanitised rich text. */
  content: string;
  sortCode: number;
  published: number;
  createTime: string;
}

export interface IndustryPointTable {
  id: Generated<number>;
  industryId: number;
  kind: 'pain' | 'value';
  title: string;
  text: string;
  sortCode: number;
}

export interface IndustryCaseTable {
  id: Generated<number>;
  industryId: number;
  title: string;
  customer: string;
  summary: string;
  /** Sanitised rich text. */
  content: string;
  picture: string;
  sortCode: number;
  published: number;
  createTime: string;
}

export interface NoticeTable {
  id: Generated<number>;
  title: string;
  content: string;
  published: number;
  publishTime: string;
  createTime: string;
}

/** Published content: banners, news, solutions, cases, notices, their images. Columns and timestamps as db/schema.ts says. */
export interface ContentTables {
  contentImage: ContentImageTable;
  banner: BannerTable;
  news: NewsTable;
  industry: IndustryTable;
  industryPoint: IndustryPointTable;
  industryCase: IndustryCaseTable;
  notice: NoticeTable;
}

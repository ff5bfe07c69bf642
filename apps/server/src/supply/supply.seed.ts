import { formatDate } from '@portal/shared/format';
import { saveSvgImage } from '../content/content.service.ts';
import { PALETTES, posterSvg } from '../content/images.ts';
import type { Db } from '../db/database.ts';
import type { Seeder } from '../db/seeds/seeder.ts';
import { DAY_MS, HOUR_MS, nowIso } from '../lib/time.ts';
import {
  DEMO_CATEGORIES,
  DEMO_COMPANIES,
  type DemoCategory,
  type DemoCompany,
  type DemoField,
} from './demo-supply.ts';
import { insertQuote } from './quotes.repository.ts';
import {
  createCompany,
  createDemand,
  createProductType,
  createSupply,
  type NewValue,
} from './supply.service.ts';

/** Entries per category and kind: 9 categories make 72 supplies and 72 demands. */
const ENTRIES_PER_CATEGORY = 8;

/** The demo account a company belongs to, looked up by the demo accounts' seed's codes. */
async function ownerOf(
  db: Db,
  company: DemoCompany,
): Promise<{ tenantId: number | null; userId: number | null }> {
  if (!company.owner) return { tenantId: null, userId: null };
  if ('tenantCode' in company.owner) {
    const tenant = await db
      .selectFrom('tenant')
      .select('id')
      .where('code', '=', company.owner.tenantCode)
      .executeTakeFirst();
    return { tenantId: tenant?.id ?? null, userId: null };
  }
  const user = await db
    .selectFrom('userAccount')
    .select('id')
    .where('account', '=', company.owner.account)
    .executeTakeFirst();
  return { tenantId: null, userId: user?.id ?? null };
}

/** The n-th value of a field, spread over its range so searches by range find some and miss others. */
function demoValue(field: DemoField, typeSonId: number, n: number, now: Date): NewValue {
  if (field.type === '数字') {
    const [min, max, step] = field.numbers ?? [0, 100, 1];
    const steps = Math.floor((max - min) / step) + 1;
    return { typeSonId, fieldInt: Math.round((min + ((n * 7) % steps) * step) * 100) / 100 };
  }
  if (field.type === '日期') {
    const [from, to] = field.days ?? [-30, 30];
    const offset = from + ((n * 11) % (to - from + 1));
    return { typeSonId, fieldTime: formatDate(now.getTime() + offset * DAY_MS) };
  }
  const texts = field.texts ?? ['—'];
  return { typeSonId, fieldString: texts[n % texts.length] as string };
}

/**
 * The validity of the n-th entry: every fifth 长期有效, some already past (已截止), the rest
 * 5 to 150 days ahead (China days).
 */
function demoValidity(n: number, now: Date): string | null {
  if (n % 5 === 0) return null;
  if (n % 6 === 4) return formatDate(now.getTime() - (1 + (n % 20)) * DAY_MS);
  return formatDate(now.getTime() + (5 + ((n * 13) % 146)) * DAY_MS);
}

const cityOf = (address: string) => address.slice(0, address.indexOf('市') + 1) || address.slice(0, 6);

async function seedCategory(
  db: Db,
  category: DemoCategory,
  index: number,
  companies: { id: number; city: string }[],
  now: Date,
): Promise<void> {
  const type = await createProductType(db, {
    typeName: category.typeName,
    sortCode: index,
    fields: category.fields.map((field) => ({
      filedName: field.name,
      filedType: field.type,
      fieldQuery: field.query,
      fieldShow: true,
    })),
  });
  const picture = await saveSvgImage(
    db,
    `supply-${String(index + 1).padStart(2, '0')}.svg`,
    posterSvg(PALETTES[category.palette], category.motif, 700 + index, category.typeName),
  );
  const valuesOf = (n: number) =>
    category.fields.map((field, f) => demoValue(field, type.fieldIds[f] as number, n + f * 3, now));
  const [low, high] = category.price;

  for (let r = 0; r < ENTRIES_PER_CATEGORY; r++) {
    // n numbers every entry of the board, so the rules below spread over all categories.
    const n = index * ENTRIES_PER_CATEGORY + r;
    const company = companies[(n * 5 + index) % companies.length] as { id: number; city: string };
    const supplyName = category.supplies[r % category.supplies.length] as string;
    const setNum = [1, 2, 5, 10, 1, 20][n % 6] as number;
    await createSupply(db, {
      companyId: company.id,
      proType: type.id,
      proName: supplyName,
      proPic: picture,
      proPrice: n % 9 === 8 ? null : Math.round(low + (((n * 37) % 10) / 9) * (high - low)),
      unit: category.unit,
      setNum,
      proGross: setNum * (50 + ((n * 13) % 200)),
      proExplain: category.explain.replace('{name}', supplyName),
      validityTime: demoValidity(n, now),
      location: company.city,
      // A few wait for moderation: never public.
      state: n % 12 === 11 ? 0 : 1,
      values: valuesOf(n),
      createTime: nowIso(new Date(now.getTime() - (n * 17 + 1) * HOUR_MS)),
    });

    const buyer = companies[(n * 3 + 1 + index) % companies.length] as { id: number; city: string };
    const demandName = category.demands[r % category.demands.length] as string;
    await createDemand(db, {
      companyId: buyer.id,
      proType: type.id,
      proName: demandName,
      urgent: n % 3 === 0,
      buyNumber: 10 * (1 + ((n * 7) % 50)),
      unit: category.unit,
      buyPrice: n % 4 === 2 ? null : Math.round(low + (((n * 53) % 10) / 9) * (high - low) * 0.9),
      proDescribe: category.describe.replace('{name}', demandName),
      validityTime: demoValidity(n + 2, now),
      location: buyer.city,
      state: n % 12 === 5 ? 0 : 1,
      values: valuesOf(n + 1),
      createTime: nowIso(new Date(now.getTime() - (n * 17 + 9) * HOUR_MS)),
    });
  }
}

/**
 * Quotes on the demo tenant's first three open demands, three each from companies that no demo
 * account publishes for (so a journey's own quote is a new one): the tenant compares them.
 */
async function seedQuotes(db: Db, companyIds: number[], now: Date): Promise<void> {
  const [demoTenant] = companyIds;
  if (demoTenant === undefined) return;
  const today = formatDate(now);
  const demands = await db
    .selectFrom('demandEntry')
    .select(['id', 'buyNumber', 'buyPrice'])
    .where('companyId', '=', demoTenant)
    .where('state', '=', 1)
    .where((eb) => eb.or([eb('validityTime', 'is', null), eb('validityTime', '>=', today)]))
    .orderBy('id')
    .limit(3)
    .execute();
  const quoters = DEMO_COMPANIES.flatMap((company, index) =>
    company.owner ? [] : [companyIds[index] as number],
  );
  const time = nowIso(now);
  for (const [d, demand] of demands.entries()) {
    for (let q = 0; q < 3; q++) {
      const basis = demand.buyPrice ?? 1_000_000;
      await insertQuote(db, {
        demandId: demand.id,
        companyId: quoters[(d * 3 + q) % quoters.length] as number,
        // No account of these companies exists: 0 stands for the seed.
        userId: 0,
        unitPrice: Math.round((basis * (90 + q * 7 - d * 2)) / 100),
        quantity: demand.buyNumber,
        deliveryDate: formatDate(now.getTime() + (7 + q * 6) * DAY_MS),
        validUntil: formatDate(now.getTime() + (20 + q * 5) * DAY_MS),
        note: ['含税含运费，可提供安装调试。', '现货供应，三日内发货。', '支持分批交付，质保两年。'][
          q
        ] as string,
        state: 0,
        createTime: time,
        updateTime: time,
      });
    }
  }
}

/** The board's demo content: 9 categories, 16 companies, 72 supplies and 72 demands. */
export const supplySeeder: Seeder = {
  name: 'supply and demand board',
  async run(db) {
    const now = new Date();
    const companies: { id: number; city: string }[] = [];
    for (const company of DEMO_COMPANIES) {
      const { owner: _, recommended, ...fields } = company;
      const id = await createCompany(db, {
        ...fields,
        ...(await ownerOf(db, company)),
        recommended: recommended ? 1 : 0,
      });
      companies.push({ id, city: cityOf(company.comAddress) });
    }
    for (const [index, category] of DEMO_CATEGORIES.entries())
      await seedCategory(db, category, index, companies, now);
    await seedQuotes(
      db,
      companies.map((company) => company.id),
      now,
    );
  },
};

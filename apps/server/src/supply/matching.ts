import { MATCH_DAY_TOLERANCE, MATCH_NUMBER_TOLERANCE } from '@portal/shared/supply-publishing';
import type { DemandRow, FieldValueRow, SupplyRow } from './supply.repository.ts';

/**
 * Matching supplies to demands (issue 18 item 9). A demand states what it needs in its number
 * and date fields; a supply of the same type fits when none of its values for those fields is
 * further than the tolerance (a number within 20 % of the demand's, a day within 30 days). A
 * supply that leaves a field empty is not excluded, but fits less. Best first: more fitting
 * fields, then the smaller total difference, then the lower price, then the newer entry.
 */

export interface Fit {
  /** The demand's number and date values that the supply meets. */
  fitting: number;
  /** The demand's number and date values. */
  stated: number;
  /** The sum of the differences, each as a share of its tolerance (0 is exact). */
  distance: number;
}

const DAY_MS = 86_400_000;

function difference(wanted: FieldValueRow, offered: FieldValueRow): number | null {
  if (wanted.filedType === '数字' && wanted.fieldInt !== null && offered.fieldInt !== null) {
    const want = Number(wanted.fieldInt);
    const gap = Math.abs(Number(offered.fieldInt) - want);
    return want === 0
      ? gap === 0
        ? 0
        : Number.POSITIVE_INFINITY
      : gap / Math.abs(want) / MATCH_NUMBER_TOLERANCE;
  }
  if (wanted.filedType === '日期' && wanted.fieldTime !== null && offered.fieldTime !== null) {
    const gap = Math.abs(Date.parse(offered.fieldTime) - Date.parse(wanted.fieldTime)) / DAY_MS;
    return gap / MATCH_DAY_TOLERANCE;
  }
  return null;
}

/** How a supply's values fit a demand's, or null when one is out of its tolerance. */
export function fitOf(
  demandValues: readonly FieldValueRow[],
  supplyValues: readonly FieldValueRow[],
): Fit | null {
  const fit: Fit = { fitting: 0, stated: 0, distance: 0 };
  for (const wanted of demandValues) {
    const stated =
      (wanted.filedType === '数字' && wanted.fieldInt !== null) ||
      (wanted.filedType === '日期' && wanted.fieldTime !== null);
    if (!stated) continue;
    fit.stated++;
    const offered = supplyValues.find((value) => value.typeSonId === wanted.typeSonId);
    const gap = offered ? difference(wanted, offered) : null;
    if (gap === null) continue;
    if (gap > 1) return null;
    fit.fitting++;
    fit.distance += gap;
  }
  return fit;
}

function byFit(a: Fit, b: Fit): number {
  return b.fitting - a.fitting || a.distance - b.distance;
}

const priceOrder = (price: number | null) => (price === null ? Number.POSITIVE_INFINITY : price);
const valuesOf = (values: readonly FieldValueRow[], id: number) =>
  values.filter((value) => value.entryId === id);

/** The supplies (of the demand's type) that fit a demand, best first. */
export function rankSupplies(
  demand: DemandRow,
  demandValues: readonly FieldValueRow[],
  supplies: readonly SupplyRow[],
  supplyValues: readonly FieldValueRow[],
): { supply: SupplyRow; fit: Fit }[] {
  const wanted = valuesOf(demandValues, demand.id);
  const fitting: { supply: SupplyRow; fit: Fit }[] = [];
  for (const supply of supplies) {
    if (supply.proType !== demand.proType) continue;
    const fit = fitOf(wanted, valuesOf(supplyValues, supply.id));
    if (fit) fitting.push({ supply, fit });
  }
  return fitting.sort(
    (a, b) =>
      byFit(a.fit, b.fit) ||
      priceOrder(a.supply.proPrice) - priceOrder(b.supply.proPrice) ||
      b.supply.createTime.localeCompare(a.supply.createTime),
  );
}

/** Each demand that one of the supplies fits, with its best-fitting supply; best first. */
export function matchDemandsToSupplies(
  demands: readonly DemandRow[],
  demandValues: readonly FieldValueRow[],
  supplies: readonly SupplyRow[],
  supplyValues: readonly FieldValueRow[],
): { demand: DemandRow; supply: SupplyRow; fit: Fit }[] {
  const matches: { demand: DemandRow; supply: SupplyRow; fit: Fit }[] = [];
  for (const demand of demands) {
    const [best] = rankSupplies(demand, demandValues, supplies, supplyValues);
    if (best) matches.push({ demand, ...best });
  }
  return matches.sort(
    (a, b) => byFit(a.fit, b.fit) || b.demand.createTime.localeCompare(a.demand.createTime),
  );
}

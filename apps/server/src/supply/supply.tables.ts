import type { EntryState, FieldType, QuoteState } from '@portal/shared/supply';
import type { Generated } from 'kysely';

/** A product type (001 §3) and its extended fields (`listSon`). */
export interface SupplyTypeTable {
  id: Generated<number>;
  typeName: string;
  sortCode: number;
  /** 1: retired, offered for no new entry; its entries stay. */
  retired: Generated<number>;
  createTime: string;
}

export interface SupplyTypeFieldTable {
  id: Generated<number>;
  typeId: number;
  filedName: string;
  filedType: FieldType;
  fieldQuery: number;
  fieldShow: number;
  sortCode: number;
}

/** A company on the board; `tenantId` or `userId` ties it to the account that publishes for it. */
export interface SupplyCompanyTable {
  id: Generated<number>;
  tenantId: number | null;
  userId: number | null;
  companyName: string;
  comAddress: string;
  linkPhone: string;
  linkMan: string;
  /** Founding day, YYYY-MM-DD. */
  estTime: string;
  comEmail: string;
  comScale: string;
  /** 1: shown among the home page's recommended suppliers. */
  recommended: number;
  createTime: string;
}

export type { EntryState };

export interface SupplyEntryTable {
  id: Generated<number>;
  companyId: number;
  proType: number;
  proName: string;
  proPic: string;
  /** Fen; null is 面议. */
  proPrice: number | null;
  unit: string;
  setNum: number;
  proGross: number;
  proExplain: string;
  /** The last valid day (China time), YYYY-MM-DD; null is 长期有效. */
  validityTime: string | null;
  location: string;
  refCount: number;
  state: EntryState;
  /** The operator's reason for a rejection or a take-down, shown to the publisher; else ''. */
  reviewRemark: Generated<string>;
  createTime: string;
  changeTime: string;
}

export interface DemandEntryTable {
  id: Generated<number>;
  companyId: number;
  proType: number;
  proName: string;
  /** 1: urgent (急). */
  buyType: number;
  buyNumber: number;
  unit: string;
  /** Fen; null is 面议. */
  buyPrice: number | null;
  proDescribe: string;
  validityTime: string | null;
  location: string;
  state: EntryState;
  /** The operator's reason for a rejection or a take-down, shown to the publisher; else ''. */
  reviewRemark: Generated<string>;
  createTime: string;
  changeTime: string;
}

/** An entry's value of one extended field: the column of the field's type is set, the others null. */
export interface SupplyFieldValueTable {
  id: Generated<number>;
  entryKind: 'supply' | 'demand';
  entryId: number;
  typeSonId: number;
  fieldString: string | null;
  fieldInt: number | null;
  fieldTime: string | null;
}

/** A buy order (001 §3), stored against the buyer and the supply entry. */
export interface SupplyBuyOrderTable {
  id: Generated<number>;
  supplyId: number;
  buyerUserId: number;
  buyerTenantId: number | null;
  companyName: string;
  productName: string;
  companyAddress: string;
  phonePeople: string;
  phone: string;
  servedTime: string;
  sums: number;
  remark: string;
  createTime: string;
}

/** A company's quote on a demand; state 0 open, 1 accepted, 2 declined. Prices in fen. */
export interface DemandQuoteTable {
  id: Generated<number>;
  demandId: number;
  companyId: number;
  userId: number;
  unitPrice: number;
  quantity: number;
  deliveryDate: string;
  validUntil: string;
  note: string;
  state: QuoteState;
  createTime: string;
  updateTime: string;
}

/** The supply-and-demand board. Columns and timestamps as db/schema.ts says. */
export interface SupplyTables {
  supplyType: SupplyTypeTable;
  supplyTypeField: SupplyTypeFieldTable;
  supplyCompany: SupplyCompanyTable;
  supplyEntry: SupplyEntryTable;
  demandEntry: DemandEntryTable;
  supplyFieldValue: SupplyFieldValueTable;
  supplyBuyOrder: SupplyBuyOrderTable;
  demandQuote: DemandQuoteTable;
}

import type { CertificationStatus } from '@portal/shared/accounts';
import type { OrderStatus } from '@portal/shared/orders';
import type { Generated } from 'kysely';

/**
 * Every table, typed once. Columns are camelCase in the database too, so nothing
 * snake_case leaks into JSON. Timestamps are ISO-8601 UTC text; flags are 0/1.
 */
export interface SystemMetaTable {
  key: string;
  value: string;
}

export interface SystemConfigTable {
  key: string;
  value: string;
}

export interface TenantTable {
  id: Generated<number>;
  name: string;
  code: string | null;
  createTime: string;
}

export interface UserAccountTable {
  id: Generated<number>;
  account: string;
  phone: string | null;
  realName: string;
  passwordHash: string;
  role: 'tenant' | 'develop' | 'operate';
  tenantId: number | null;
  isAdministrator: number;
  createTime: string;
}

export interface RegistrationTable {
  id: Generated<number>;
  userId: number;
  type: number;
  status: CertificationStatus;
  adminIdCard: string | null;
  idCardFront: string | null;
  idCardTail: string | null;
  businessLicense: string | null;
  createTime: string;
  updateTime: string;
  // The submitted certification form (issue 12); null until first submitted.
  adminName: string | null;
  legalPersonName: string | null;
  legalPersonPhone: string | null;
  legalPersonIdCard: string | null;
  creditCode: string | null;
  enCode: string | null;
  companyName: string | null;
  email: string | null;
  address: string | null;
  applicationForm: string | null;
  letterCommitment: string | null;
  /** The reason of a rejection (spec: examineRemake). */
  examineRemake: string | null;
  submitTime: string | null;
  reviewTime: string | null;
  reviewerUserId: number | null;
}

export interface SessionTable {
  tokenHash: string;
  userId: number;
  createTime: string;
  lastUsedTime: string;
  expireTime: string;
}

export interface HandoverCodeTable {
  codeHash: string;
  userId: number;
  expireTime: string;
  usedTime: string | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  codeHash: string;
  ip: string;
  failedTries: Generated<number>;
  createTime: string;
  expireTime: string;
  usedTime: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code: string;
  content: string;
  createTime: string;
}

export interface PasswordResetTicketTable {
  /** SHA-256 of the ticket; the ticket itself is only ever in the owner's hands. */
  ticketHash: string;
  userId: number;
  expireTime: string;
  usedTime: string | null;
}

export interface UploadedFileTable {
  name: string;
  ownerUserId: number | null;
  mimeType: string;
  size: number;
  isPrivate: number;
  createTime: string;
}

export interface CaptchaChallengeTable {
  id: string;
  kind: 'image' | 'slider';
  /** The image's characters; null for a slider. */
  answer: string | null;
  ip: string;
  createTime: string;
  expireTime: string;
  /** When a slider was dragged to the end (its ticket is then good for one submission). */
  passTime: string | null;
  usedTime: string | null;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  tel: string;
  email: string;
  content: string;
  source: 'AboutUs' | 'Contact';
  ip: string;
  createTime: string;
}

export interface PlatformMemberTable {
  id: Generated<number>;
  name: string;
  logo: string;
  level: string;
  city: string;
  intro: string;
  sort: Generated<number>;
  createTime: string;
}

export interface MapMarkerTable {
  id: Generated<number>;
  title: string;
  lng: number;
  lat: number;
  address: string;
  width: number;
  height: number;
  message: string;
  sort: Generated<number>;
  createTime: string;
}

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

// ---- marketplace (issue 5) ----
export interface MarketIndustryTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
  createTime: string;
}

export interface MarketAppTable {
  id: Generated<number>;
  name: string;
  industryId: number;
  detailsRemake: string;
  details: string;
  logo: string;
  state: number;
  charged: number;
  isTrial: Generated<number>;
  trialTime: number | null;
  exploitTenantId: number | null;
  installNum: Generated<number>;
  contactPerson: Generated<string>;
  createTime: string;
  modifyTime: string;
}

export interface MarketPricePlanTable {
  id: Generated<number>;
  appId: number;
  duration: number;
  timeUnit: string;
  originalPriceFen: number;
  currentPriceFen: number;
}

export interface MarketAssociationTable {
  appId: number;
  associatedAppId: number;
}

export interface MarketSubscriptionTable {
  id: Generated<number>;
  tenantId: number;
  marketId: number;
  userId: number;
  type: number;
  duration: number | null;
  timeUnit: string;
  notifierName: Generated<string>;
  expirationReminder: Generated<number>;
  hadTrial: Generated<number>;
  trailIp: Generated<string>;
  createTime: string;
  startTime: string;
  endTime: string | null;
  subscriptionTime: string | null;
  unsubscribeTime: string | null;
  deleteTime: string | null;
}

export interface MarketCartItemTable {
  id: Generated<number>;
  tenantId: number;
  marketId: number;
  userId: number;
  duration: number | null;
  createTime: string;
}

export interface MarketOrderTable {
  id: Generated<number>;
  orderNo: string;
  tenantId: number;
  userId: number;
  status: OrderStatus;
  totalPriceFen: number;
  createTime: string;
  placeTime: string | null;
  payTime: string | null;
  confirmUserId: number | null;
  /** How it is paid: `bankTransfer` (对公转账) for now. */
  paymentMethod: Generated<string>;
  /** When it was cancelled (status 3) or closed (status 4). */
  endTime: Generated<string | null>;
  /** The transfer receipt: our file name under uploads/receipts, and what the tenant sent. */
  receiptFile: Generated<string | null>;
  receiptName: Generated<string | null>;
  receiptMime: Generated<string | null>;
  receiptSize: Generated<number | null>;
  receiptTime: Generated<string | null>;
}

export interface MarketOrderItemTable {
  id: Generated<number>;
  orderId: number;
  marketId: number;
  marketName: string;
  cartItemId: number | null;
  duration: number;
  timeUnit: string;
  priceFen: number;
  originalPriceFen: number;
}

export interface MicroserviceTable {
  id: Generated<number>;
  name: string;
  industryId: number;
  type: number;
  state: number;
  charged: Generated<number>;
  icon: string;
  contentRemake: string;
  detailsRemake: string;
  content: string;
  contactPerson: Generated<string>;
  uploadCount: Generated<number>;
  method: string;
  protocol: string;
  prefix: string;
  uri: string;
  domain: string;
  createTime: string;
  modifyTime: string;
}

export interface ModelSortTable {
  code: string;
  name: string;
  sort: Generated<number>;
}

export interface MechanismModelTable {
  id: Generated<number>;
  modelName: string;
  code: string;
  describes: string;
  iconAddr: string;
  modelSortCode: string;
  modelTypeName: string;
  professionSortName: string;
  principle: string;
  modelStatusCode: number;
  useCount: Generated<number>;
  method: string;
  protocol: string;
  prefix: string;
  uri: string;
  domain: string;
  isRequestData: Generated<number>;
  createTime: string;
  updateTime: string;
}

export interface RequestFieldTable {
  id: Generated<number>;
  ownerKind: 'micro' | 'model';
  ownerId: number;
  requestName: string;
  requestDescribes: string;
  requestDefaultValue: Generated<string>;
  requestType: number;
  requestLocation: number;
  requiredFlag: Generated<number>;
  unit: Generated<string>;
  sort: Generated<number>;
}

export interface UsageLogTable {
  id: Generated<number>;
  meMiType: number;
  mid: number;
  name: string;
  status: string;
  message: string;
  type: string;
  userId: number;
  tenantId: number | null;
  createTime: string;
}

/** One operator action: who, when, what, and the record before and after (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  actorUserId: number;
  actorAccount: string;
  /** `METHOD /path` of the call, or a named action such as `certification.approve`. */
  action: string;
  targetType: string;
  targetId: string;
  before: string | null;
  after: string | null;
  ip: string;
  createTime: string;
}

/** A recurring background job (src/jobs): when it runs next, who holds it, how its last run went. */
export interface JobTable {
  name: string;
  nextRunAt: string;
  leaseOwner: string | null;
  leaseUntil: string | null;
  attempts: Generated<number>;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastError: string | null;
  progressDone: number | null;
  progressTotal: number | null;
}

export interface Database {
  systemMeta: SystemMetaTable;
  systemConfig: SystemConfigTable;
  tenant: TenantTable;
  userAccount: UserAccountTable;
  registration: RegistrationTable;
  session: SessionTable;
  handoverCode: HandoverCodeTable;
  smsCode: SmsCodeTable;
  smsOutbox: SmsOutboxTable;
  passwordResetTicket: PasswordResetTicketTable;
  uploadedFile: UploadedFileTable;
  captchaChallenge: CaptchaChallengeTable;
  contactMessage: ContactMessageTable;
  platformMember: PlatformMemberTable;
  mapMarker: MapMarkerTable;
  contentImage: ContentImageTable;
  banner: BannerTable;
  news: NewsTable;
  industry: IndustryTable;
  industryPoint: IndustryPointTable;
  industryCase: IndustryCaseTable;
  notice: NoticeTable;
  marketIndustry: MarketIndustryTable;
  marketApp: MarketAppTable;
  marketPricePlan: MarketPricePlanTable;
  marketAssociation: MarketAssociationTable;
  marketSubscription: MarketSubscriptionTable;
  marketCartItem: MarketCartItemTable;
  marketOrder: MarketOrderTable;
  marketOrderItem: MarketOrderItemTable;
  microservice: MicroserviceTable;
  modelSort: ModelSortTable;
  mechanismModel: MechanismModelTable;
  requestField: RequestFieldTable;
  usageLog: UsageLogTable;
  auditLog: AuditLogTable;
  job: JobTable;
}

/** Business constants shared by the web app and the server (spec 000 §9, 002 §9). */

export const SITE_NAME = '冷链工业互联网平台';

export const SUCCESS_CODE = 200;
/** Envelope code for a missing or expired token (spec 002 §8.1). */
export const TOKEN_INVALID_CODE = 600;
/** Codes that open the 确认登出 confirm box (spec 002 §8.1). */
export const LOGGED_OUT_CODES = [50008, 50012, 50014] as const;

export const REQUEST_TIMEOUT_MS = 50_000;
export const MESSAGE_DURATION_S = 1.5;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Every browser storage key lives under this prefix (spec 000 §3). */
export const STORAGE_PREFIX = 'iip_portal_';
/**
 * The stored items of spec 002 §3. The spec also stores a password; we never do
 * (DESIGN.md "Where we differ from the spec").
 */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userinfo',
  tenantId: 'tenantId',
  domain: 'domain',
  kcToken: 'kctoken',
  role: 'role',
  registerInfo: 'registerInfo',
  accountInfo: 'accountInfo',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Suffix of the tenantHostName header: tenant id plus this domain (spec 002 §7.1). */
export const TENANT_HOST_SUFFIX = '.tenant.iip-portal.local';
/** Marks calls made by the portal web app; sent on every call but the supply addOrder call. */
export const WEB_MARKER_HEADER = 'X-Portal-Web';
export const SUPPLY_ADD_ORDER_PATH = '/api/portalWeb/supplyDemand/addOrder';
export const FORWARDING_INTERFACE_PATH =
  '/api/microservice/industrialMicroserviceComponents/forwardingInterface';

export const BANNER_TYPES = {
  home: 1,
  solution: 2,
  appMarket: 3,
  microservice: 4,
  mechanismModel: 5,
  machine: 6,
  news: 7,
  supplyHome: 8,
  supplySearch: 9,
  aboutUs: 10,
} as const;
export const BANNER_PAGE_SIZE = 20;

export const PAGE_SIZES = {
  news: [10, 20, 30, 40],
  catalogue: [12, 24, 36, 48],
  appMarket: [24, 48, 72, 96],
  table: [20, 50, 100, 500],
} as const;
export const INDUSTRY_PAGE_SIZE = 10;
export const MECHANISM_GROUP_PAGE_SIZE = 6;
export const APP_LIST_PAGE_SIZE = 20;

export const TIMERS_MS = {
  bannerCarousel: 4_000,
  developmentTabs: 6_000,
  marketSteps: 4_000,
  carouselRestartDelay: 1_500,
  afterLogin: 500,
  autoLoginAfterRegister: 500,
  listRefreshAfterDelete: 500,
  feeSubmitLock: 2_000,
  doubleClickGuard: 1_000,
  scrollToTop: 800,
} as const;
export const BACK_TO_TOP_AFTER_PX = 300;
export const ADD_MESSAGE_COUNTDOWN_S = 5;
export const VERIFICATION_COUNTDOWN_S = 60;
export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
export const SMALL_SCREEN_WIDTH_PX = 1200;

/** The apps the /machine page shows, by name (002 §7.2: `market/selectMarketList/NoFilter?names=冷机物联网,冷柜物联网`). */
export const MACHINE_PAGE_APP_NAMES = ['冷机物联网', '冷柜物联网'] as const;

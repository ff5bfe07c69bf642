import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { MESSAGES } from '@portal/shared/messages';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { userAdminRoutes } from './accounts/user-admin.routes.ts';
import { registerAuditDecorations } from './audit/audit.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { registerAuthDecorations, resolveCaller } from './auth/guards.ts';
import { builtinRoutes } from './builtin/builtin.routes.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { certificationRoutes } from './certification/certification.routes.ts';
import { createTesseractOcr, type OcrEngine } from './certification/ocr.ts';
import { reviewRoutes } from './certification/review.routes.ts';
import { fastifyTrustProxy, type TrustProxy } from './config.ts';
import { bannerAdminRoutes } from './content/banner-admin.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { newsAdminRoutes } from './content/news-admin.routes.ts';
import { noticeAdminRoutes } from './content/notice-admin.routes.ts';
import { contentPageMeta } from './content/page-meta.ts';
import { siteSettingsRoutes } from './content/site-settings.routes.ts';
import { solutionAdminRoutes } from './content/solution-admin.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { dataSourceRoutes } from './datasource/datasource.routes.ts';
import { developmentKey } from './datasource/secret-box.ts';
import type { DatabaseHandle, Db, Engine } from './db/database.ts';
import { type FileStore, folderFileStore } from './files/file-store.ts';
import { filesRoutes } from './files/files.routes.ts';
import { registerMultipart } from './files/multipart.ts';
import { healthRoutes } from './health/health.routes.ts';
import { createHeavyWork, type HeavyWork } from './heavy/heavy-work.ts';
import { apiDocumentOptions } from './http/api-document.ts';
import { frameworkError, registerErrorHandling } from './http/error-handling.ts';
import { AppError } from './http/errors.ts';
import { KeptAddresses } from './http/kept-addresses.ts';
import { refusedForNulCharacters } from './http/nul-characters.ts';
import { OneLinePerRequest } from './http/request-logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { useChineseZodMessages } from './http/zod-locale.ts';
import { createJobs, type Jobs } from './jobs/jobs.ts';
import { shareInvalidation } from './lib/cache-invalidation.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './lib/rate-limit.ts';
import { mapsRoutes } from './maps/maps.routes.ts';
import { markerAdminRoutes } from './maps/marker-admin.routes.ts';
import { appAdminRoutes } from './market/app-admin.routes.ts';
import { memberAdminRoutes } from './members/member-admin.routes.ts';
import { membersRoutes } from './members/members.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { communityRoutes } from './micro/community.routes.ts';
import {
  DEFAULT_FORWARDING_TIMEOUT_MS,
  DEFAULT_MAX_RESPONSE_BYTES,
  type ForwardingOptions,
} from './micro/forwarding.ts';
import { microRoutes } from './micro/micro.routes.ts';
import { microAdminRoutes } from './micro/micro-admin.routes.ts';
import { trialRoutes } from './micro/trial.routes.ts';
import { modelAdminRoutes } from './models/model-admin.routes.ts';
import { modelsRoutes } from './models/models.routes.ts';
import { simulationRoutes } from './models/simulation.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { type BankAccount, setPlatformBankAccount } from './orders/payment.ts';
import type { IdentityOptions } from './signing/platform-certificate.ts';
import { signingRoutes } from './signing/signing.routes.ts';
import { outboxSmsProvider, type SmsProvider } from './sms/sms.provider.ts';
import { storefrontRoutes } from './storefront/storefront.routes.ts';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.ts';
import { supplyModerationRoutes } from './supply/moderation.routes.ts';
import { publishingRoutes } from './supply/publishing.routes.ts';
import { supplyRoutes } from './supply/supply.routes.ts';
import { usageRoutes } from './usage/usage.routes.ts';
import { declaredImageOrigins, registerSpa } from './web/spa.ts';

useChineseZodMessages();

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Engine;
    dataDir: string;
    /** Uploaded and generated files (`<dataDir>/uploads`), shared by every process. */
    files: FileStore;
    /** Visitors' addresses last answered from a cache, answered from it at the first hook (http/kept-addresses.ts). */
    keptAddresses: KeptAddresses;
    sms: SmsProvider;
    rateLimits: RateLimitStore;
    ocr: OcrEngine;
    /** The worker pool for decoding, OCR preparation and drawing PDFs. */
    heavyWork: HeavyWork;
    /** Background jobs (`src/jobs`): a domain plugin schedules its own; they run once across processes. */
    jobs: Jobs;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppOptions {
  database: DatabaseHandle;
  /** Uploads live under `<dataDir>/uploads` (a folder every process shares; see FileStore). */
  dataDir: string;
  /** The SMS outbox route exists only outside production. */
  production: boolean;
  sms?: SmsProvider;
  rateLimits?: RateLimitStore;
  /** Reads ID and credit-code numbers off photos (default: tesseract.js, offline). */
  ocr?: OcrEngine;
  /**
   * Several server processes on one database (REDIS_URL): cache drops are published on this Redis
   * so every process drops them; `channel` is the same for all of them.
   */
  sharedInvalidation?: { redis: Redis; channel?: string };
  /** Folder of the built web app; null when the API alone is wanted (most tests). */
  webDist: string | null;
  logLevel?: string;
  /** Where logs go (stdout, a line at a time, by default): production buffers them; tests read them. */
  logStream?: { write(line: string): void };
  /** Fastify's `trustProxy` (TRUST_PROXY): false unless the server sits behind a known proxy. */
  trustProxy?: TrustProxy;
  /** How often this process looks for due background jobs (default 1 minute). */
  jobPollMs?: number;
  /** The account orders are paid into by bank transfer (the configuration's; the demo one by default). */
  bankAccount?: BankAccount;
  /**
   * Microservice forwarding (MICRO_SELF_ORIGIN, MICRO_ALLOWED_HOSTS): by default no host is
   * allowed, so even the built-ins are refused until the configuration allows this server.
   */
  forwarding?: Partial<ForwardingOptions>;
  /**
   * Data sources (DATASOURCE_KEY): the key their passwords are sealed with, required in
   * production (elsewhere one is made once under `dataDir`), and this server's own database and
   * Redis (`host:port`), which a connection test never reaches unless `forwarding` allows them.
   */
  dataSources?: { key?: Buffer | undefined; ownHosts?: readonly string[] };
  /** The platform's signing certificate (SIGNING_P12_PATH, SIGNING_P12_PASSPHRASE); by default one made under the data folder. */
  signing?: IdentityOptions;
}

const DATASOURCE_KEY_MISSING = '生产环境必须配置 DATASOURCE_KEY（加密数据源密码的 32 字节密钥），服务未启动';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A caller's own request id is kept when it is sane, so logs can be joined across systems. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

async function operatorsOnly(request: FastifyRequest): Promise<void> {
  if ((await resolveCaller(request))?.role !== 'operate') throw new AppError(404, MESSAGES.apiNotFound);
}

export async function buildApp(options: AppOptions): Promise<AppInstance> {
  if (options.bankAccount) setPlatformBankAccount(options.bankAccount);
  const keptAddresses = new KeptAddresses();
  // Fastify's own default (standard output, written at once) unless the caller gives one: the
  // front door writes its lines to it too.
  const logStream = options.logStream ?? pino.destination({ dest: 1, sync: true });
  const app = Fastify({
    // The visitors' front door answers kept reads before the framework's per-request work.
    // Fastify leaves a server it did not make as it is: its defaults for its own server are set
    // here (keep-alive 72 s, not Node's 5 s; no whole-request bound, as before the door).
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        if (!keptAddresses.serveRaw(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      return server;
    },
    logger: {
      level: options.logLevel ?? 'info',
      stream: logStream,
    },
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('dbEngine', options.database.engine);
  app.decorate('dataDir', options.dataDir);
  app.decorate('files', folderFileStore(path.join(options.dataDir, 'uploads')));
  app.decorate('keptAddresses', keptAddresses);
  // First of all hooks: a visitor's kept answer skips validation and its handler (never a check:
  // only answers every visitor gets are remembered there).
  app.addHook('onRequest', (request, reply, done) => {
    if (!app.keptAddresses.serve(request, reply)) done();
  });
  app.decorate('sms', options.sms ?? outboxSmsProvider);
  app.decorate('rateLimits', options.rateLimits ?? new MemoryRateLimitStore());
  app.decorate('ocr', options.ocr ?? createTesseractOcr());
  app.addHook('onClose', async () => app.ocr.close());
  app.decorate('heavyWork', createHeavyWork());
  app.addHook('onClose', async () => app.heavyWork.close());
  app.decorate(
    'jobs',
    createJobs(app.db, { log: app.log, ...(options.jobPollMs ? { pollMs: options.jobPollMs } : {}) }),
  );
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('onClose', async () => app.jobs.stop());
  registerAuthDecorations(app);
  registerAuditDecorations(app);
  if (options.sharedInvalidation) {
    const stop = await shareInvalidation(app.db, { ...options.sharedInvalidation, log: app.log });
    app.addHook('onClose', async () => stop());
  }

  app.addHook('preValidation', (request, _reply, done) => {
    // The request layer stamps every call with `n` (cache busting); no route needs to know.
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') delete query.n;
    done(refusedForNulCharacters(request));
  });

  registerErrorHandling(app);
  const securityHeaders = registerSecurityHeaders(app, {
    imageOrigins: declaredImageOrigins(options.webDist),
  });
  keptAddresses.openRawDoor({
    writeLogLine: ['trace', 'debug', 'info'].includes(app.log.level) ? (line) => logStream.write(line) : null,
    securityHeaders,
    requestId,
    trustsProxy: (options.trustProxy ?? false) !== false,
  });

  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifySwagger, apiDocumentOptions());
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // In production the API's map is for operators only; anyone else finds nothing there.
    ...(options.production ? { uiHooks: { onRequest: operatorsOnly } } : {}),
  });

  await app.register(fastifyFormbody);
  await registerMultipart(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountsRoutes, { exposeSmsOutbox: !options.production });
  await app.register(filesRoutes);
  await app.register(contentRoutes);
  await app.register(captchaRoutes, { exposeDevAnswers: !options.production });
  await app.register(messagesRoutes);
  await app.register(membersRoutes);
  await app.register(userAdminRoutes);
  await app.register(noticeAdminRoutes);
  await app.register(newsAdminRoutes);
  await app.register(dashboardRoutes);
  await app.register(appAdminRoutes);
  await app.register(bannerAdminRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(solutionAdminRoutes);
  await app.register(memberAdminRoutes);
  await app.register(markerAdminRoutes);
  await app.register(mapsRoutes);
  await app.register(storefrontRoutes);
  await app.register(microRoutes);
  await app.register(builtinRoutes);
  const forwarding: ForwardingOptions = {
    allowedHosts: [],
    selfOrigin: 'http://127.0.0.1:8080',
    timeoutMs: DEFAULT_FORWARDING_TIMEOUT_MS,
    maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
    ...options.forwarding,
  };
  await app.register(trialRoutes, { forwarding });
  await app.register(modelsRoutes);
  await app.register(simulationRoutes, { forwarding });
  const endpointPolicy = { allowedHosts: forwarding.allowedHosts, selfOrigin: forwarding.selfOrigin };
  await app.register(communityRoutes, { policy: endpointPolicy });
  await app.register(microAdminRoutes, { policy: endpointPolicy });
  await app.register(modelAdminRoutes, { policy: endpointPolicy });
  const dataSourceKey =
    options.dataSources?.key ?? (options.production ? null : developmentKey(options.dataDir));
  if (!dataSourceKey) throw new Error(DATASOURCE_KEY_MISSING);
  await app.register(dataSourceRoutes, {
    key: dataSourceKey,
    policy: { allowedHosts: forwarding.allowedHosts, ownHosts: options.dataSources?.ownHosts ?? [] },
  });
  await app.register(subscriptionsRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(usageRoutes);
  await app.register(supplyRoutes);
  await app.register(publishingRoutes);
  await app.register(supplyModerationRoutes);
  await app.register(certificationRoutes);
  await app.register(reviewRoutes);
  await app.register(signingRoutes, { ...(options.signing ? { identity: options.signing } : {}) });

  await registerSpa(app, options.webDist, { pageMeta: contentPageMeta(app.db) });
  return app;
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { registerAuthDecorations } from './auth/guards.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { contentPageMeta } from './content/page-meta.ts';
import type { DatabaseHandle, Engine } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { filesRoutes } from './files/files.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { frameworkError, registerErrorHandling } from './http/error-handling.ts';
import { refuseNulCharacters } from './http/nul-characters.ts';
import { OneLinePerRequest } from './http/request-logging.ts';
import { useChineseZodMessages } from './http/zod-locale.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './lib/rate-limit.ts';
import { mapsRoutes } from './maps/maps.routes.ts';
import { marketRoutes } from './market/market.routes.ts';
import { membersRoutes } from './members/members.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { microRoutes } from './micro/micro.routes.ts';
import { modelsRoutes } from './models/models.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { outboxSmsProvider, type SmsProvider } from './sms/sms.provider.ts';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.ts';
import { usageRoutes } from './usage/usage.routes.ts';
import { registerSpa } from './web/spa.ts';

useChineseZodMessages();

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
    dataDir: string;
    sms: SmsProvider;
    rateLimits: RateLimitStore;
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
  /** Uploads live under `<dataDir>/uploads`. */
  dataDir: string;
  /** The SMS outbox route exists only outside production. */
  production: boolean;
  sms?: SmsProvider;
  rateLimits?: RateLimitStore;
  /** Folder of the built web app; null when the API alone is wanted (most tests). */
  webDist: string | null;
  logLevel?: string;
  /** Where logs go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A caller's own request id is kept when it is sane, so logs can be joined across systems. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export async function buildApp(options: AppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: false,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('dbEngine', options.database.engine);
  app.decorate('dataDir', options.dataDir);
  app.decorate('sms', options.sms ?? outboxSmsProvider);
  app.decorate('rateLimits', options.rateLimits ?? new MemoryRateLimitStore());
  registerAuthDecorations(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // The request layer stamps every call with `n` (cache busting); no route needs to know.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') delete query.n;
  });
  app.addHook('preValidation', refuseNulCharacters);

  registerErrorHandling(app);

  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '工业互联网平台门户 API', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart);

  healthRoutes(app);
  authRoutes(app);
  accountsRoutes(app, { exposeSmsOutbox: !options.production });
  filesRoutes(app);
  contentRoutes(app);
  captchaRoutes(app, { exposeDevAnswers: !options.production });
  messagesRoutes(app);
  membersRoutes(app);
  mapsRoutes(app);
  marketRoutes(app);
  microRoutes(app);
  modelsRoutes(app);
  subscriptionsRoutes(app);
  await app.register(cartRoutes);
  ordersRoutes(app);
  usageRoutes(app);

  await registerSpa(app, options.webDist, { pageMeta: contentPageMeta(app.db) });
  return app;
}

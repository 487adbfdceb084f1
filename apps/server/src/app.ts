import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { allEndpoints, API_VERSION, CommonErrors } from '@citybook/contract';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { requireHandlers } from './http/endpoint-routes.ts';
import { openApiDocument } from './http/openapi-document.ts';
import { clientAddressKey } from './lib/client-address-key.ts';
import { databaseRateLimitStore } from './lib/database-rate-limit-store.ts';
import { HttpError } from './lib/http-error.ts';
import { logRedaction, redactLogArguments } from './lib/log-redaction.ts';
import { secretBox } from './lib/secret-box.ts';
import type { PaymentGateway } from './lib/payments/payment-gateway.ts';
import { paymentGatewayFor } from './lib/payments/configured-gateway.ts';
import { appleStoreFor, googlePlayFor } from './lib/stores/configured-stores.ts';
import {
  accountConsoleRoutes,
  accountRoutes,
  checkStaffPassword,
  chooseMarket,
  housekeepingSchedulerPlugin,
  loadProfile,
  outboxWriter,
  sessionMarketId,
  sessionUserOf,
} from './modules/account/index.ts';
import {
  activationRoutes,
  codeBatchConsoleRoutes,
  renewalSchedulerPlugin,
} from './modules/activation/index.ts';
import { appRoutes } from './modules/app/index.ts';
import {
  catalogConsoleRoutes,
  catalogImportConsoleRoutes,
  offerChangeBusinessRoutes,
  offerChangeConsoleRoutes,
  catalogRoutes,
  clusterWarmUpSchedulerPlugin,
  firstAdImageOfMarket,
  mediaConsoleRoutes,
  locationDetailsRoutes,
  mediaRoutes,
  offerWithRules,
} from './modules/catalog/index.ts';
import { marketConsoleRoutes, marketRoutes } from './modules/market/index.ts';
import {
  notHonouredRoutes,
  redemptionConsoleRoutes,
  redemptionRoutes,
} from './modules/redemption/index.ts';
import {
  businessAccountRoutes,
  businessPeopleRoutes,
  businessSessionLookup,
  businessSignInRoutes,
  organisationConsoleRoutes,
} from './modules/business/index.ts';
import { staffRoutes, staffSessionLookup, type StaffPasswordCheck } from './modules/staff/index.ts';
import { noticeSchedulerPlugin, noticesRoutes } from './modules/notices/index.ts';
import { reportsBusinessRoutes, reportsConsoleRoutes } from './modules/reports/index.ts';
import {
  fundraisingBusinessRoutes,
  fundraisingConsoleRoutes,
  fundraisingRoutes,
} from './modules/fundraising/index.ts';
import { noticeFacts } from './jobs.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { apiGuardPlugin } from './plugins/api-guard.ts';
import { authPlugin, optionalUser, type SessionUser } from './plugins/auth.ts';
import { catalogCachePlugin } from './plugins/catalog-cache.ts';
import { configPlugin } from './plugins/config.ts';
import { consolePlugin } from './plugins/console.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin, frameworkError } from './plugins/errors.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { storesPlugin, type StoreVerifiers } from './plugins/stores.ts';
import { requestIdPlugin, requestIdOf } from './plugins/request-id.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { businessAuthPlugin } from './plugins/business-auth.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';

export interface AppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  /** Where the JSON log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** The card processor; the one PAYMENT_GATEWAY names when absent. */
  gateway?: PaymentGateway;
  /** The app stores' verifiers; those the settings configure when absent. */
  stores?: StoreVerifiers;
  /** Answer 500 for any error answer its endpoint's declaration does not list (API tests). */
  checkErrorAnswers?: boolean;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A slow client holds a socket for a bounded time only (issue 27 finding 5): the request must
 * arrive whole within REQUEST_TIMEOUT_SECONDS (a body trickled a byte at a time included), a
 * silent socket is closed, and an idle keep-alive one waits a bounded time. Node checks the
 * request deadline on an interval (30 s by default): every second here, so a request is closed
 * at most a second after its deadline.
 */
function socketTimeouts(config: Config) {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout,
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
    },
  };
}

/** Builds the whole server as one Fastify instance, without listening: tests inject into it. */
export async function buildApp({
  config,
  database,
  logStream,
  gateway = paymentGatewayFor(config),
  stores = { apple: appleStoreFor(config), google: googlePlayFor(config) },
  checkErrorAnswers = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      redact: logRedaction,
      hooks: { logMethod: redactLogArguments },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    ...socketTimeouts(config),
    trustProxy: config.TRUST_PROXY,
    // X-Request-Id is taken only when it is a safe token (plugins/request-id.ts), else made here.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Close idle keep-alive sockets on shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
    // Paths refused before routing (broken %-escapes, over-long parameters): contract-shaped too.
    frameworkErrors: frameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIdPlugin);
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin, { checkAnswers: checkErrorAnswers });
  await app.register(gracefulClosePlugin);
  await app.register(databasePlugin, { database });
  await app.register(mailerPlugin, { storeInOutbox: outboxWriter(database.db) });
  await app.register(paymentsPlugin, { gateway });
  await app.register(storesPlugin, { stores });
  await app.register(securityPlugin, { config });
  await app.register(apiGuardPlugin, { config });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(authPlugin, {
    findSessionUser: (token) => sessionUserOf(database.db, token),
  });
  // Back-office sessions are the staff module's (OPERATOR-1), apart from members'.
  await app.register(staffAuthPlugin, { findStaffUser: staffSessionLookup(database.db) });
  // A business's people have sessions of their own realm on the same identity (ADR 0046).
  await app.register(businessAuthPlugin, { findBusinessUser: businessSessionLookup(database.db) });
  // Limits are per route (login, passwords, sign-up, reports) and per client address (an IPv6
  // client's /64), counted in the database so that every server process shares them.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientAddressKey(request.ip),
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        CommonErrors.rateLimited,
        `Too many attempts. Please try again in ${context.after}.`,
      ),
  });

  // Every endpoint of the contract has a handler, or the app does not start.
  requireHandlers(app, allEndpoints);
  await app.register(apiDocsPlugin, { document: openApiDocument(allEndpoints, API_VERSION) });
  // The modules below account get the profile and the market choice from here (ADR 0026).
  const profileOf = (session: SessionUser) => loadProfile({ db: database.db, config }, session);
  await app.register(accountRoutes);
  await app.register(accountConsoleRoutes);
  await app.register(
    marketRoutes({
      chooseMarket: (session, marketId) => chooseMarket(database.db, session, marketId),
      profileOf,
    }),
  );
  await app.register(catalogCachePlugin);
  await app.register(catalogRoutes);
  await app.register(marketConsoleRoutes);
  await app.register(catalogConsoleRoutes);
  await app.register(catalogImportConsoleRoutes);
  // MERCHANT-9: offer change requests, sent by merchant admins and decided by editors.
  await app.register(offerChangeBusinessRoutes);
  await app.register(offerChangeConsoleRoutes);
  await app.register(activationRoutes({ profileOf }));
  await app.register(codeBatchConsoleRoutes);
  await app.register(redemptionRoutes({ offerToRedeem: offerWithRules }));
  await app.register(notHonouredRoutes);
  await app.register(redemptionConsoleRoutes);
  await app.register(appRoutes);
  const box = secretBox(config.STAFF_SECRET_KEY);
  if (!box.sealing)
    app.log.warn(
      'STAFF_SECRET_KEY is not set: staff TOTP secrets are stored readable in the database (docs/security/staff-sign-in.md)',
    );
  const signInDeps = {
    dialect: database.dialect,
    box,
    checkPassword: ((origin, attempt) =>
      checkStaffPassword(database.db, origin, attempt)) satisfies StaffPasswordCheck,
  };
  await app.register(staffRoutes(signInDeps));
  await app.register(businessSignInRoutes(signInDeps));
  await app.register(businessAccountRoutes(signInDeps));
  await app.register(organisationConsoleRoutes);
  // MERCHANT-13: a merchant admin's People screen.
  await app.register(businessPeopleRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaConsoleRoutes);
  // MERCHANT-8: a merchant admin's location details.
  await app.register(locationDetailsRoutes);
  await app.register(noticesRoutes);
  await app.register(reportsConsoleRoutes);
  await app.register(reportsBusinessRoutes);
  // FUNDRAISING-1…8: groups, campaigns, sellers and campaigns' public pages.
  await app.register(fundraisingConsoleRoutes);
  await app.register(fundraisingBusinessRoutes);
  await app.register(fundraisingRoutes);
  if (config.NOTICE_SECRET_KEY === undefined)
    app.log.warn(
      'NOTICE_SECRET_KEY is not set: unsubscribe links are signed with a development key (docs/configuration.md)',
    );
  await app.register(renewalSchedulerPlugin);
  await app.register(housekeepingSchedulerPlugin);
  await app.register(noticeSchedulerPlugin(noticeFacts(database.db)));
  await app.register(clusterWarmUpSchedulerPlugin);

  await app.register(consolePlugin, { root: config.CONSOLE_DIST });
  await app.register(spaPlugin, {
    root: config.WEB_DIST,
    preload: {
      sessionMarketId: async (request) => sessionMarketId(database.db, await optionalUser(request)),
      firstAdImage: (marketId) => firstAdImageOfMarket(database.db, marketId),
    },
  });
  return app;
}

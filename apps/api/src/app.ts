import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '@autospa/db';
import { defaultLimits, type Limits } from './config.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { MailQueue, moveLegacyMail } from './mail/queue.js';
import { RECEIVED_MAIL, receivedMailComposer } from './modules/bookings/mails.js';
import { CLEANUP_CRON, cleanupJob, registerCleanup } from './jobs/cleanup.js';
import { JobQueue } from './jobs/queue.js';
import { serverBusy } from './jobs/server-busy.js';
import { loadSettings } from './modules/settings/service.js';
import { rejectNulBytes } from './lib/nul-bytes.js';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './lib/server-timeouts.js';
import { authPlugin } from './plugins/auth.js';
import { drainPlugin } from './plugins/drain.js';
import { registerErrorHandler } from './plugins/errors.js';
import { readCachePlugin } from './plugins/read-cache.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { inboxRoutes } from './modules/inbox/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { marketingRoutes } from './modules/marketing/routes.js';
import { passwordResetRoutes } from './modules/password-reset/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { bookingChangeRoutes } from './modules/bookings/change-routes.js';
import { publicBookingRoutes } from './modules/bookings/public-routes.js';
import { guestBookingRoutes } from './modules/bookings/guest-routes.js';
import { storedSecret } from './lib/stored-secret.js';
import { manageLinkSigner } from './modules/bookings/manage-link.js';
import { bookingRoutes } from './modules/bookings/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { pricingRoutes } from './modules/pricing/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { financeRoutes } from './modules/finance/routes.js';
import { schedulingRoutes } from './modules/scheduling/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { publicSiteRoutes } from './modules/public-site/routes.js';
import { loadPublicSite } from './modules/public-site/service.js';
import { twilioWebhookRoutes } from './modules/messaging-webhooks/routes.js';
import { createTextSenders, type TextProviders } from './messaging/channels/index.js';
import { vehicleRoutes } from './modules/vehicles/routes.js';
import { planVisitRoutes } from './modules/plan-visits/routes.js';
import { invoiceDocumentRoutes } from './modules/invoices/document-routes.js';
import { plansRoutes } from './modules/plans/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { registerTaxDocuments } from './modules/invoices/after-commit.js';
import { PLAN_EXPIRY_CRON, planExpiryJob, registerPlanExpiry } from './modules/plans/expiry.js';
import { bookingLinkRoutes } from './modules/booking-links/routes.js';
import { onlinePaymentRoutes } from './modules/online-payments/routes.js';
import { registerOnlinePayments } from './modules/online-payments/worker.js';
import { checkoutSources, paymentsOf, type RazorpayConfig } from './payments-gateway/index.js';
import { bookingLinkSigner, type BookingLinkSigner } from './messaging/booking-links.js';
import type { TextSenders } from './messaging/dispatch.js';
import { optOutLinkSigner, type OptOutLinkSigner } from './messaging/opt-out-links.js';
import { replanAllJob } from './reminders/schedule.js';
import { registerPlanVisits, schedulePlanVisits } from './plan-visits/worker.js';
import { registerReminders } from './reminders/worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
    /** The job queue (apps/api/src/jobs): register handlers before the app is ready. */
    jobs: JobQueue;
    /** Signs and verifies the one-tap links of reminders (/b/<token>). */
    bookingLinks: BookingLinkSigner;
    /** Signs and verifies the opt-out links of SMS and WhatsApp messages (/stop/<token>). */
    optOutLinks: OptOutLinkSigner;
  }
}

export interface AppOptions {
  db: Database;
  /** A ready transport (tests), or the settings to make one: SMTP when smtpUrl is set, else the outbox folder. */
  mailer?: Mailer;
  mail?: { smtpUrl?: string; from: string; outboxDir: string };
  limits?: Limits;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  redis?: Redis;
  webDistDir?: string;
  /** The web app's server build (default: dist-ssr beside webDistDir). */
  webSsrDir?: string;
  /** Where contact messages and job applications are announced. */
  businessEmail?: string;
  /** The site's address as visitors reach it, for links in mail. */
  publicUrl?: string;
  /** Signs guests' manage links; a random one per start when unset (links then stop working at a restart). */
  manageLinkSecret?: string;
  /** SERVER_TIMEOUTS unless a test needs shorter ones. */
  timeouts?: Partial<ServerTimeouts>;
  /** Signs reminders' one-tap links; a key kept in the database when unset. */
  bookingLinkSecret?: string;
  /** Signs opt-out links; a key kept in the database when unset. */
  optOutLinkSecret?: string;
  /** SMS and WhatsApp senders; by default the development outbox, DATA_DIR/outbox/sms|whatsapp beside the mail. */
  textSenders?: TextSenders;
  /** false: no job workers and no cache notifications (a script that only reads the route table). */
  background?: boolean;
  /** SMS and WhatsApp providers (config.textProviders); Twilio's webhooks are served when Twilio sends the SMS. */
  textProviders?: TextProviders;
  /** Razorpay (config.razorpay); unset or null: online payment is off. */
  razorpay?: RazorpayConfig | null;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(options: AppOptions) {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const { db } = options;
  const limits = options.limits ?? defaultLimits;
  const transport =
    options.mailer ??
    createMailer({ from: 'Auto Spa <bookings@autospa.example>', outboxDir: 'data/outbox', ...options.mail, log: app.log });
  // Routes only queue mail (one insert); the job queue delivers it through the transport in the background.
  const jobs = new JobQueue(db.$client, app.log);
  // Background work yields while requests keep the server busy (jobs/server-busy.ts): requests are counted here.
  let requestsArrived = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    requestsArrived++;
    done();
  });
  const busyWithRequests = () => serverBusy({ requests: { arrived: () => requestsArrived, perSecond: 100 } });
  const mailer = new MailQueue(jobs, transport, { deliveryLog: db, busy: busyWithRequests() });
  mailer.composeWith(RECEIVED_MAIL, receivedMailComposer(db));
  registerCleanup(jobs, db, app.log);
  registerPlanExpiry(jobs, db, app.log);
  registerTaxDocuments(jobs, db);
  const onlinePayments = paymentsOf(options.razorpay);
  registerOnlinePayments(jobs, db, onlinePayments?.gateway ?? null, app.log);
  app.decorate('jobs', jobs);
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:4001';
  // Without a configured secret, keys kept in the database: every instance signs alike, links outlive restarts.
  const bookingLinks = bookingLinkSigner(options.bookingLinkSecret ?? (await storedSecret(db, 'booking-link')));
  const optOutLinks = optOutLinkSigner(options.optOutLinkSecret ?? (await storedSecret(db, 'opt-out-link')));
  app.decorate('bookingLinks', bookingLinks);
  app.decorate('optOutLinks', optOutLinks);
  const outboxRoot = options.mail?.outboxDir ?? 'data/outbox';
  // The providers the configuration names; without one, the development outbox (DATA_DIR/outbox/sms|whatsapp).
  const textSenders =
    options.textSenders ?? createTextSenders({ textProviders: options.textProviders ?? { sms: null, whatsapp: null } }, outboxRoot);
  registerReminders(jobs, { db, mailer, senders: textSenders, optOutLinks, bookingLinks, publicUrl, log: app.log }, busyWithRequests());
  registerPlanVisits(jobs, { db, mailer, senders: textSenders, optOutLinks, publicUrl, log: app.log });
  // A job's writes come through no request: the read cache hears of them here (unless the job writes nothing it shows).
  jobs.onBatch((type) => {
    if (type.changesData) app.noteWrite('accounts');
  });
  app.decorate('mailQueue', mailer);
  if (options.background !== false) {
    app.addHook('onReady', async () => {
      const { timeZone } = await loadSettings(db);
      await jobs.schedule(cleanupJob, CLEANUP_CRON, {}, timeZone);
      await jobs.schedule(planExpiryJob, PLAN_EXPIRY_CRON, {}, timeZone);
      await schedulePlanVisits(jobs, timeZone);
      await jobs.start();
      const moved = await moveLegacyMail(db);
      if (moved.pending + moved.dead > 0) app.log.info(moved, 'mail of the old queue moved to the job queue');
      mailer.poke();
    });
    // After the HTTP server has closed: the jobs under way finish (5 s at most), then the workers stop.
    app.addHook('onClose', async () => jobs.stop());
  }

  await app.register(swagger, {
    openapi: { info: { title: 'Auto Spa API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(drainPlugin);
  // API answers over 1 KB are gzipped for a browser that asks (a bookings page is 10–30 KB of JSON); static
  // files come already compressed from the build (plugins/web.ts), so nothing is compressed twice.
  // Before compression: the cache keeps the plain JSON, and a hit is compressed like any answer.
  await app.register(readCachePlugin, { listen: options.background === false ? undefined : db.$client });
  await app.register(compress, { global: true, encodings: ['gzip'], threshold: 1024 });
  await app.register(securityPlugin, { redis: options.redis, extraSources: checkoutSources(options.razorpay) });
  await app.register(authPlugin, { db });

  // Without MANAGE_LINK_SECRET, a key kept in the database: every instance signs alike, and links outlive restarts.
  const manageLinks = manageLinkSigner(options.manageLinkSecret ?? (await storedSecret(db, 'manage-link')));

  await app.register(
    async (api) => {
      // PostgreSQL text cannot hold U+0000: such input is a 400 for every route, never a 500 at the database.
      api.addHook('preValidation', rejectNulBytes);
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { db, limits });
      await api.register(accountRoutes, { db, limits });
      await api.register(passwordResetRoutes, { db, mailer, limits });
      await api.register(marketingRoutes, { db, mailer, limits, businessEmail: options.businessEmail ?? 'hello@autospa.example' });
      await api.register(inboxRoutes, { db });
      await api.register(profileRoutes, { db, mailer, limits, publicUrl });
      await api.register(catalogRoutes, { db });
      await api.register(pricingRoutes, { db });
      await api.register(bookingRoutes, { db, mailer, limits });
      await api.register(bookingChangeRoutes, { db, mailer });
      await api.register(publicBookingRoutes, { db, mailer, limits });
      await api.register(guestBookingRoutes, {
        db,
        mailer,
        limits,
        publicUrl,
        manageLinks,
      });
      await api.register(settingsRoutes, {
        db,
        replanReminders: async () => {
          await jobs.send(replanAllJob, {});
          // The day jobs run at business-time hours: a new time zone moves them.
          if (options.background !== false) await schedulePlanVisits(jobs, (await loadSettings(db)).timeZone);
        },
      });
      await api.register(publicSiteRoutes, { db });
      await api.register(dashboardRoutes, { db });
      await api.register(financeRoutes, { db });
      await api.register(vehicleRoutes, { db });
      await api.register(plansRoutes, { db });
      await api.register(invoiceRoutes, { db });
      await api.register(schedulingRoutes, { db });
      await api.register(planVisitRoutes, { db });
      await api.register(invoiceDocumentRoutes, { db });
      const sms = options.textProviders?.sms;
      if (sms?.provider === 'twilio') {
        await api.register(twilioWebhookRoutes, { db, authToken: sms.authToken, publicUrl });
      }
      await api.register(bookingLinkRoutes, {
        db,
        mailer,
        limits,
        publicUrl,
        manageLinks,
        bookingLinks: app.bookingLinks,
        optOutLinks: app.optOutLinks,
      });
      await api.register(notificationRoutes, { db });
      await api.register(onlinePaymentRoutes, { db, payments: onlinePayments });
      api.get('/docs', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/tor' },
  );

  await app.register(webPlugin, {
    distDir: options.webDistDir ?? defaultWebDist,
    ssrDir: options.webSsrDir ?? join(options.webDistDir ?? defaultWebDist, '../dist-ssr'),
    publicUrl,
    loadSite: () => loadPublicSite(db),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import { SITE_SETTINGS_TEXTS, sitePrivacyApi, siteSettingsApi } from '@portal/shared/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  privacyAgreement,
  resetPrivacyAgreement,
  savePrivacyAgreement,
  saveSecondDomain,
} from './site-settings.service.ts';

/** The public privacy agreement, and the console's 站点设置 (operators only; the guard checks every call). */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, sitePrivacyApi.privacy, async () => ok(await privacyAgreement(app.db)), { cached: 'pages' });

  route(app, siteSettingsApi.savePrivacy, async ({ body, caller }) =>
    ok(await savePrivacyAgreement(app.db, caller, body.text), SITE_SETTINGS_TEXTS.privacySaved),
  );

  route(app, siteSettingsApi.resetPrivacy, async ({ caller }) =>
    ok(await resetPrivacyAgreement(app.db, caller), SITE_SETTINGS_TEXTS.privacyReset),
  );

  route(app, siteSettingsApi.saveSecondDomain, async ({ body, caller }) =>
    ok(await saveSecondDomain(app.db, caller, body), SITE_SETTINGS_TEXTS.secondDomainSaved),
  );
};

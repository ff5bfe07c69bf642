import { BUILTIN_TEXTS, builtinApi, TEMPERATURE_LOG_UPLOAD } from '@portal/shared/builtin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { builtinServices } from './builtin.service.ts';

/** The platform's own microservices (packages/shared/src/builtin.ts): pure calculations. */
export const builtinRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, builtinApi.dewPoint, async ({ body }) => ok(builtinServices.dewPoint(body)));
  route(app, builtinApi.relativeHumidity, async ({ body }) => ok(builtinServices.relativeHumidity(body)));
  route(app, builtinApi.refrigerantSaturation, async ({ body }) =>
    ok(builtinServices.refrigerantSaturation(body)),
  );
  route(app, builtinApi.unitConversion, async ({ body }) => ok(builtinServices.unitConversion(body)));
  route(app, builtinApi.doorInfiltration, async ({ body }) => ok(builtinServices.doorInfiltration(body)));
  route(app, builtinApi.vaccineHoldover, async ({ body }) => ok(builtinServices.vaccineHoldover(body)));
  route(app, builtinApi.truckKValue, async ({ body }) => ok(builtinServices.truckKValue(body)));
  route(app, builtinApi.freezingTime, async ({ body }) => ok(builtinServices.freezingTime(body)));
  route(app, builtinApi.reeferDrift, async ({ body }) => ok(builtinServices.reeferDrift(body)));
  route(app, builtinApi.compressorCop, async ({ body }) => ok(builtinServices.compressorCop(body)));
  route(app, builtinApi.respirationHeat, async ({ body }) => ok(builtinServices.respirationHeat(body)));
  route(app, builtinApi.wallHeatFlux, async ({ body }) => ok(builtinServices.wallHeatFlux(body)));
  route(app, builtinApi.frostRisk, async ({ body }) => ok(builtinServices.frostRisk(body)));
  route(app, builtinApi.temperatureLog, async ({ query }, request) => {
    const file = await readCheckedUpload(request, app.heavyWork, TEMPERATURE_LOG_UPLOAD, {
      missing: BUILTIN_TEXTS.csvMissing,
      wrongType: BUILTIN_TEXTS.csvType,
      tooLarge: () => BUILTIN_TEXTS.csvSize,
    });
    return ok(builtinServices.temperatureLog({ csv: file.content.toString('utf8'), ...query }));
  });
};

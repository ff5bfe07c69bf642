import { builtinApi } from '@portal/shared/builtin';
import { trialApi } from '@portal/shared/trial';
import { multipartBody } from '../support/http.ts';
import { CERTIFIED, EVERYONE, type MatrixRow, row } from './rows.ts';

const CSV = Buffer.from('时间,温度\n2026-03-01 08:00,4.0\n2026-03-01 08:10,9.0\n2026-03-01 08:20,5.0\n');

/** The role-matrix rows of the microservices' own calls: the built-in services, forwarding, history. */
export const MICRO_ROWS: MatrixRow[] = [
  // ---------------------------------------------------------------- built-in services (public calculations)
  row(builtinApi.dewPoint, EVERYONE, () => ({ input: { body: { temperature: 25, relativeHumidity: 60 } } })),
  row(builtinApi.relativeHumidity, EVERYONE, () => ({ input: { body: { temperature: 20, dewPoint: 10 } } })),
  row(builtinApi.refrigerantSaturation, EVERYONE, () => ({
    input: { body: { refrigerant: 'R717', temperature: -10 } },
  })),
  row(builtinApi.unitConversion, EVERYONE, () => ({ input: { body: { value: 1, from: 'bar', to: 'psi' } } })),
  row(builtinApi.doorInfiltration, EVERYONE, () => ({
    input: {
      body: {
        doorWidth: 2.5,
        doorHeight: 3,
        roomTemp: -20,
        roomHumidity: 80,
        outsideTemp: 30,
        outsideHumidity: 60,
        openMinutesPerHour: 15,
      },
    },
  })),
  row(builtinApi.vaccineHoldover, EVERYONE, () => ({
    input: { body: { iceMass: 4, ua: 0.9, ambientTemp: 30, insideTemp: 5 } },
  })),
  row(builtinApi.truckKValue, EVERYONE, () => ({
    input: { body: { heatingPower: 1200, insideTemp: 32, outsideTemp: 12, innerArea: 60, outerArea: 68 } },
  })),
  row(builtinApi.freezingTime, EVERYONE, () => ({
    input: {
      body: {
        shape: '平板',
        thickness: 0.05,
        density: 1050,
        latentHeat: 250,
        conductivity: 1.6,
        heatTransfer: 25,
        freezingPoint: -1.5,
        airTemp: -35,
      },
    },
  })),
  row(builtinApi.reeferDrift, EVERYONE, () => ({
    input: { body: { ua: 45, capacity: 9000, initialTemp: -18, ambientTemp: 32, hours: 12 } },
  })),
  row(builtinApi.compressorCop, EVERYONE, () => ({
    input: { body: { evaporatingTemp: -25, condensingTemp: 40, isentropicEfficiency: 0.7 } },
  })),
  row(builtinApi.respirationHeat, EVERYONE, () => ({
    input: { body: { product: '苹果', mass: 20, temperature: 2 } },
  })),
  row(builtinApi.wallHeatFlux, EVERYONE, () => ({
    input: { body: { thickness: 0.15, conductivity: 0.024, area: 100, deltaT: 50 } },
  })),
  row(builtinApi.frostRisk, EVERYONE, () => ({
    input: { body: { surfaceTemp: -28, airTemp: -18, relativeHumidity: 85 } },
  })),
  row(builtinApi.temperatureLog, EVERYONE, () => ({
    input: { query: { low: 2, high: 8 } },
    ...multipartBody([{ name: 'file', value: CSV, filename: 'log.csv', type: 'text/csv' }]),
  })),

  // ---------------------------------------------------------------- trials
  // Forwarded to the built-in service on this server (allowed by the test app's configuration).
  row(trialApi.forward, CERTIFIED, async (ctx) => ({
    input: {},
    ...multipartBody([
      {
        name: 'str',
        value: JSON.stringify({
          id: await ctx.dewPointMicro(),
          body: { temperature: 25, relativeHumidity: 60 },
        }),
      },
    ]),
  })),
  // The caller's own calls only: anyone certified reads theirs.
  row(trialApi.history, CERTIFIED, async (ctx) => ({ input: { params: { id: await ctx.dewPointMicro() } } })),
  // Install packages are public, like the catalogue they describe.
  row(trialApi.installLink, CERTIFIED, async (ctx) => ({
    input: { params: { id: await ctx.dewPointMicro() } },
  })),
  row(trialApi.installPackage, CERTIFIED, async (ctx) => ({
    input: { params: { id: await ctx.dewPointMicro() } },
  })),
];

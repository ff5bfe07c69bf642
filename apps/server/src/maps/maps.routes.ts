import { zEnvelope, zMapMarker } from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import { listMarkers } from './maps.repository.ts';

const zMarkersAnswer = zEnvelope(z.array(zMapMarker));

export function mapsRoutes(app: AppInstance): void {
  // Public read: the customer map of /Maps. Markers change only with the demo seed or a
  // deploy, so the cache's lifetime alone bounds how late a new one shows.
  app.get(
    '/api/portalWeb/map/markers',
    {
      schema: {
        tags: ['maps'],
        summary: '客户地图标注点（经纬度、地址、标题、图标尺寸、说明）',
        response: { 200: zMarkersAnswer },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedJson(app.db, 'site', 'markers', zMarkersAnswer, async () =>
          ok(await listMarkers(app.db)),
        ),
      ),
  );
}

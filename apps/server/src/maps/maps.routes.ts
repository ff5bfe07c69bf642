import { zEnvelope, zMapMarker } from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { memoPerDatabase } from '../lib/memo.ts';
import { listMarkers } from './maps.repository.ts';

/** Markers change only with the demo seed or a deploy; a new one shows within 30 s. */
const readMarkers = memoPerDatabase(30_000, listMarkers);

export function mapsRoutes(app: AppInstance): void {
  // Public read: the customer map of /Maps.
  app.get(
    '/api/portalWeb/map/markers',
    {
      schema: {
        tags: ['maps'],
        summary: '客户地图标注点（经纬度、地址、标题、图标尺寸、说明）',
        response: { 200: zEnvelope(z.array(zMapMarker)) },
      },
    },
    async () => ok(await readMarkers(app.db)),
  );
}

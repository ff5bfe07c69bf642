import { zEnvelope, zPlatformMember } from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import { listMembers } from './members.repository.ts';

const zMembersAnswer = zEnvelope(z.array(zPlatformMember));

export function membersRoutes(app: AppInstance): void {
  // Public read: the /PlatformMembers page. Members change only with the demo seed or a
  // deploy, so the cache's lifetime alone bounds how late a new one shows.
  app.get(
    '/api/portalWeb/member/list',
    {
      schema: {
        tags: ['members'],
        summary: '平台会员单位列表',
        response: { 200: zMembersAnswer },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedJson(app.db, 'site', 'members', zMembersAnswer, async () =>
          ok(await listMembers(app.db)),
        ),
      ),
  );
}

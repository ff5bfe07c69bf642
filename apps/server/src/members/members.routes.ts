import { zEnvelope, zPlatformMember } from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { listMembers } from './members.repository.ts';

export function membersRoutes(app: AppInstance): void {
  // Public read: the /PlatformMembers page.
  app.get(
    '/api/portalWeb/member/list',
    {
      schema: {
        tags: ['members'],
        summary: '平台会员单位列表',
        response: { 200: zEnvelope(z.array(zPlatformMember)) },
      },
    },
    async () => ok(await listMembers(app.db)),
  );
}

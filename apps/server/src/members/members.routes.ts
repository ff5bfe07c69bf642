import { zEnvelope, zPlatformMember } from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { memoPerDatabase } from '../lib/memo.ts';
import { listMembers } from './members.repository.ts';

/** Members change only with the demo seed or a deploy; a new one shows within 30 s. */
const readMembers = memoPerDatabase(30_000, listMembers);

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
    async () => ok(await readMembers(app.db)),
  );
}

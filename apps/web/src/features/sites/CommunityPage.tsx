import { useSession } from '../../shared/session/useSession';
import { DeveloperArea } from './DeveloperArea';
import { SiteLanding } from './SiteLanding';

/**
 * /community: the built-in developer community (the landing of the community handover). A
 * developer finds their certification, their submissions and 提交微服务 here; a tenant
 * administrator (admitted by the spec's rule) is greeted.
 */
export default function CommunityPage() {
  const { user } = useSession();
  return (
    <SiteLanding site="community" name="开发者社区" wide={user?.role === 'develop'}>
      {user?.role === 'develop' ? (
        <DeveloperArea />
      ) : (
        <p className="builtin-site__intro">您已进入开发者社区。应用开发、发布与技术交流将在这里展开。</p>
      )}
    </SiteLanding>
  );
}

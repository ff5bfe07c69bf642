import { SiteLanding } from './SiteLanding';

/** /community: the built-in developer community (the landing of the community handover). */
export default function CommunityPage() {
  return (
    <SiteLanding site="community" name="开发者社区">
      <p className="builtin-site__intro">您已进入开发者社区。应用开发、发布与技术交流将在这里展开。</p>
    </SiteLanding>
  );
}

import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/components/PageFrame';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';
import { usePageHandle } from '../../shared/components/page-handle';
import { StatusBlock } from '../../shared/components/StatusBlock';
import { Icon, WarningOutlined } from '../../shared/icons/icons';
import { useMembers } from './api';
import { EnvironmentOutlined, TeamOutlined } from './icons';
import './members.css';
import { useDocumentMeta } from '../../shared/seo/document-meta';

const DESCRIPTION = '冷链工业互联网平台的会员单位：冷链物流、制冷设备、食品供应链与冷链仓储企业。';

/** /PlatformMembers (spec 000 §2.13): the member companies of the platform. */
export default function PlatformMembersPage() {
  useDocumentMeta(undefined, DESCRIPTION);
  const handle = usePageHandle();
  const members = useMembers();

  let body: ReactNode;
  if (members.isPending) {
    body = (
      <ul className="member-list" aria-busy="true" aria-label="会员单位加载中">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="member-card">
            <PlainSkeleton avatar rows={3} />
          </li>
        ))}
      </ul>
    );
  } else if (members.isError) {
    body = (
      <StatusBlock
        icon={<Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />}
        title="会员单位加载失败"
        description="网络不稳定或服务暂不可用，请稍后重试。"
        actions={
          <PlainButton variant="primary" onClick={() => void members.refetch()}>
            重新加载
          </PlainButton>
        }
      />
    );
  } else if (members.data.length === 0) {
    body = (
      <StatusBlock
        icon={<Icon of={TeamOutlined} className="status-block__icon" />}
        title="暂无会员单位"
        description="会员单位入驻后会在这里展示。"
      />
    );
  } else {
    body = (
      <ul className="member-list">
        {members.data.map((member) => (
          <li key={member.id} className="member-card">
            <div className="member-card__head">
              <img
                className="member-card__logo"
                src={member.logo}
                alt={`${member.name}标志`}
                width={180}
                height={60}
              />
              <span className="member-card__level">{member.level}</span>
            </div>
            <h2 className="member-card__name">{member.name}</h2>
            <p className="member-card__city">
              <Icon of={EnvironmentOutlined} aria-hidden="true" /> {member.city}
            </p>
            <p className="member-card__intro">{member.intro}</p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageFrame title={handle?.title ?? '平台会员'} subtitle={handle?.summary}>
      <div className="members-page">{body}</div>
    </PageFrame>
  );
}

import {
  COMMUNITY_TEXTS,
  SUBMISSION_STATUSES,
  type SubmissionDetail,
  type SubmissionKind,
} from '@portal/shared/community';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { links, paths } from '../../config/paths';
import { queryEmptyText } from '../../shared/components/TableEmptyText';
import { Logo } from '../../shared/layout/Logo';
import { communityKeys, fetchSubmission } from './community-api';
import './community.css';
import './sites.css';

/** The submission being edited (`?id=`), or null for a new one. */
function idOf(search: URLSearchParams): number | null {
  const value = search.get('id');
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The community's top bar, as the landing draws it. */
function CommunityFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="builtin-site builtin-site--community builtin-site--wide">
      <header className="builtin-site__bar">
        <div className="builtin-site__brand">
          <Logo size={32} />
          <span>开发者社区</span>
        </div>
        <Button onClick={() => navigate(paths.community)}>返回我的提交</Button>
      </header>
      <section className="builtin-site__body micro-submit__body">{children}</section>
    </div>
  );
}

/** What a published item of each kind is tried with: a microservice's trial, a model's simulation. */
const TRIAL = {
  micro: { verb: '去试用', link: (id: number) => links.trial('micr', 'gywfwzj', id) },
  model: { verb: '去仿真', link: (id: number) => links.trial('jlmx', 'jlmx', id) },
} as const;

/**
 * A submission form's page (/community/submit, /community/model): new, or with `?id=` the
 * developer's own submission of that kind while it may change (loading, not found, published:
 * a link to try it instead of the form).
 */
export function SubmissionScreen({
  kind,
  titles,
  hint,
  form,
}: {
  kind: SubmissionKind;
  titles: readonly [create: string, edit: string];
  hint: ReactNode;
  form: (id: number | null, detail: SubmissionDetail | null) => ReactNode;
}) {
  const [search] = useSearchParams();
  const id = idOf(search);
  const detail = useQuery({
    queryKey: communityKeys.submission(id ?? 0),
    queryFn: () => fetchSubmission(id as number),
    enabled: id !== null,
  });

  let body: ReactNode;
  if (id !== null && !detail.data) {
    body = detail.isPending ? (
      <Skeleton active paragraph={{ rows: 12 }} />
    ) : (
      <Alert type="error" showIcon title={queryEmptyText(detail, COMMUNITY_TEXTS.notFound)} />
    );
  } else if (detail.data && detail.data.kind !== kind) {
    body = <Alert type="error" showIcon title={COMMUNITY_TEXTS.notFound} />;
  } else if (detail.data?.status === SUBMISSION_STATUSES.byKey.published) {
    const trial = TRIAL[kind];
    body = (
      <Alert
        type="success"
        showIcon
        title={COMMUNITY_TEXTS.notEditable}
        description={
          <Link to={trial.link(detail.data.itemId)}>
            {trial.verb} {detail.data.name}
          </Link>
        }
      />
    );
  } else {
    body = form(id, detail.data ?? null);
  }

  return (
    <CommunityFrame>
      <div className="micro-submit">
        <h1 className="micro-submit__title">{id === null ? titles[0] : titles[1]}</h1>
        <p className="micro-submit__hint">{hint}</p>
        {body}
      </div>
    </CommunityFrame>
  );
}

/** Above a rejected submission's form: the reviewer's reason. */
export function RejectedNotice({ detail }: { detail: SubmissionDetail | null }) {
  if (detail?.status !== SUBMISSION_STATUSES.byKey.rejected) return null;
  return (
    <Alert
      className="micro-submit__rejected"
      type="warning"
      showIcon
      title="该提交已被驳回，修改后将重新等待审核"
      description={`驳回原因：${detail.rejectReason}`}
    />
  );
}

import { type AuditEntry, auditActionLabel, auditLogApi, USER_ADMIN_TEXTS } from '@portal/shared/user-admin';
import { Button, Drawer, Table } from 'antd';
import { useState } from 'react';
import { useNarrow } from '../../shared/components/useNarrow';
import { type ContractColumn, ContractTable, type TableFilter } from '../../shared/table/ContractTable';
import { chinaTime, dateColumn } from '../../shared/table/columns';
import { auditDiff, type DiffRow } from './audit-diff';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'actor', label: '操作人', placeholder: '操作人账号' },
  { kind: 'search', name: 'action', label: '操作类型', placeholder: '操作类型，如 user.disable' },
  {
    kind: 'dateRange',
    from: 'dateFrom',
    to: 'dateTo',
    label: '操作日期',
    placeholder: ['开始日期', '结束日期'],
  },
];

/** The changed fields in one line: `state: enabled → disabled`. */
function changeSummary(entry: AuditEntry): string {
  const changed = auditDiff(entry).filter((row) => row.changed);
  if (changed.length === 0) return '无变化';
  return changed
    .slice(0, 3)
    .map((row) => `${row.field}：${row.before} → ${row.after}`)
    .join('；')
    .concat(changed.length > 3 ? ` 等 ${changed.length} 项` : '');
}

/**
 * /system/audit (操作日志): every operator write, newest first: who, when (China time), what
 * kind, on what, the record before and after; by operator, kind and China days, paged on the server.
 */
export default function AuditLogPage() {
  const [viewing, setViewing] = useState<AuditEntry | null>(null);
  const narrow = useNarrow(576);
  const columns: ContractColumn<AuditEntry>[] = [
    dateColumn({ title: '时间', dataIndex: 'createTime', essential: true }),
    { key: 'actorAccount', title: '操作人', dataIndex: 'actorAccount', width: 130 },
    {
      key: 'action',
      title: '操作类型',
      dataIndex: 'action',
      essential: true,
      render: (action: string) => auditActionLabel(action),
    },
    {
      key: 'target',
      title: '对象',
      width: 130,
      render: (_, entry) => `${entry.targetType === 'user' ? '账号' : entry.targetType} #${entry.targetId}`,
    },
    {
      key: 'change',
      title: '修改前后',
      render: (_, entry) => <span className="audit-log__summary">{changeSummary(entry)}</span>,
    },
    {
      key: 'detail',
      title: '详情',
      width: 80,
      essential: true,
      render: (_, entry) => (
        <Button
          type="link"
          size="small"
          onClick={() => setViewing(entry)}
          aria-label={`查看：${auditActionLabel(entry.action)} #${entry.id}`}
        >
          查看
        </Button>
      ),
    },
  ];

  return (
    <section className="review-desk audit-log" aria-labelledby="audit-log-title">
      <h1 id="audit-log-title" className="review-desk__title">
        {USER_ADMIN_TEXTS.audit}
      </h1>
      <ContractTable
        endpoint={auditLogApi.list}
        label="操作日志"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的操作记录"
      />
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={
          viewing ? `${auditActionLabel(viewing.action)} · ${chinaTime(viewing.createTime)}` : '操作详情'
        }
        width={narrow ? '100%' : 720}
        destroyOnHidden
      >
        {viewing ? (
          <>
            <p className="audit-log__meta">
              操作人 {viewing.actorAccount} · 来源 {viewing.ip} · 对象 {viewing.targetType} #
              {viewing.targetId} · {viewing.action}
            </p>
            <Table<DiffRow>
              size="small"
              rowKey="field"
              pagination={false}
              dataSource={auditDiff(viewing)}
              rowClassName={(row) => (row.changed ? 'audit-log__changed' : '')}
              columns={[
                { key: 'field', title: '字段', dataIndex: 'field', width: 140 },
                {
                  key: 'before',
                  title: '修改前',
                  dataIndex: 'before',
                  render: (v: string) => <code className="audit-log__code">{v}</code>,
                },
                {
                  key: 'after',
                  title: '修改后',
                  dataIndex: 'after',
                  render: (v: string) => <code className="audit-log__code">{v}</code>,
                },
              ]}
            />
          </>
        ) : null}
      </Drawer>
    </section>
  );
}

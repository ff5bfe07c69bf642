import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@portal/shared/constants';
import {
  DATA_SOURCE_TEXTS,
  DATA_SOURCE_TYPES,
  type DataSource,
  dataSourceApi,
  PUBLISH_STATUSES,
} from '@portal/shared/datasource';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { useWrite } from '../../shared/api/useWrite';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn, statusColumn } from '../../shared/table/columns';
import { deleteDataSource } from './api';
import { DataSourceDialog } from './DataSourceDialog';
import './datasource.css';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索主机、数据库或用户名', placeholder: '主机、数据库或用户名' },
  {
    kind: 'select',
    name: 'dbType',
    label: '数据库类型',
    allLabel: '全部类型',
    options: DATA_SOURCE_TYPES.map((type) => ({ value: type, label: type })),
    width: 150,
  },
];

/** Editing: the configuration, or 'new'. */
type Editing = DataSource | 'new' | null;

/**
 * /admin/dataSource (数据配置, spec 002 §2.11; issue 21 part 5): the tenant's data sources, searched
 * and paged; create and edit in the 800 px dialog, delete after the spec's confirmation.
 */
export default function DataSourcePage() {
  const [editing, setEditing] = useState<Editing>(null);
  const [modal, holder] = Modal.useModal();
  const removal = useWrite({
    write: (row: DataSource) => deleteDataSource(row.id),
    success: DATA_SOURCE_TEXTS.deleted,
    invalidates: [tableQueryKey(dataSourceApi.list)],
    refreshAfterFailure: true,
  });

  const remove = (row: DataSource) =>
    modal.confirm({
      title: DATA_SOURCE_TEXTS.deleteTitle,
      content: DATA_SOURCE_TEXTS.deleteConfirm,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      centered: true,
      onOk: () => removal.run(row),
      onCancel: () => getFeedback().message('info', DATA_SOURCE_TEXTS.deleteCancelled),
    });

  const columns: ContractColumn<DataSource>[] = [
    {
      key: 'dbHost',
      title: '主机地址',
      dataIndex: 'dbHost',
      essential: true,
      render: (host: string, row) => (
        <span className="datasource__host">
          {host}:{row.dbPort}
        </span>
      ),
    },
    { key: 'dbType', title: '数据库类型', dataIndex: 'dbType', width: 120, essential: true },
    { key: 'dbUsername', title: '用户名', dataIndex: 'dbUsername' },
    {
      key: 'dbUrl',
      title: '连接地址',
      dataIndex: 'dbUrl',
      // The address names the database; it wraps, so the row fits the account area.
      width: 250,
      render: (url: string) => <code className="datasource__url datasource__url-cell">{url}</code>,
    },
    statusColumn({ title: '发布状态', dataIndex: 'isPublish', of: PUBLISH_STATUSES }),
    dateColumn({ title: '更新时间', dataIndex: 'updateTime' }),
    {
      key: 'action',
      title: '操作',
      width: 110,
      essential: true,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={`编辑 ${row.dbHost}`}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            danger
            loading={removal.pending && removal.input?.id === row.id}
            onClick={() => remove(row)}
            aria-label={`删除 ${row.dbHost}`}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="datasource">
      <div className="datasource__top">
        <p className="datasource__hint">数据库连接信息仅本租户可见，密码加密保存、不会再显示。</p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {DATA_SOURCE_TEXTS.create}
        </Button>
      </div>
      <ContractTable
        endpoint={dataSourceApi.list}
        label="数据配置列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        pageSizes={PAGE_SIZES.table}
        emptyText="还没有数据配置，点击新增配置添加"
      />
      {editing !== null ? (
        <DataSourceDialog
          key={editing === 'new' ? 'new' : editing.id}
          dataSource={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {holder}
    </div>
  );
}

import { type SignedDocument, signingApi, stampKindLabel } from '@portal/shared/signing';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useWrite } from '../../shared/api/useWrite';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn } from '../../shared/table/columns';
import { downloadRecord, downloadSigned } from './api';
import { type SigningMode, SigningTool } from './SigningTool';
import './signing.css';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索文档', placeholder: '文档名称' },
];

const stampsText = (document: SignedDocument) => {
  const parts = document.stamps.map((stamp) => `${stampKindLabel(stamp.kind)}（第${stamp.page}页）`);
  if (document.crossSeal) parts.push('骑缝章');
  return parts.join('、') || '—';
};

const modeOf = (value: string | null): SigningMode | null =>
  value === 'sign' || value === 'seal' ? value : null;

/**
 * 电子签章 in the account area (issue 21): the documents the account signed, each with its signed
 * file and its signing record; 签名盖章 opens the tool. `?tool=sign|seal` (a sign or seal
 * microservice's button) opens it at once.
 */
export default function SignedDocumentsPage() {
  const [search, setSearch] = useSearchParams();
  const [mode, setMode] = useState<SigningMode | null>(() => modeOf(search.get('tool')));
  const queryClient = useQueryClient();
  const download = useWrite({ write: downloadSigned });
  const record = useWrite({ write: downloadRecord });

  const close = () => {
    setMode(null);
    if (search.has('tool')) {
      const next = new URLSearchParams(search);
      next.delete('tool');
      setSearch(next, { replace: true });
    }
  };

  const columns: ContractColumn<SignedDocument>[] = [
    { key: 'name', title: '文档名称', dataIndex: 'name', essential: true },
    { key: 'pageCount', title: '页数', dataIndex: 'pageCount', width: 70 },
    { key: 'stamps', title: '印章与签名', render: (_, document) => stampsText(document) },
    dateColumn({ title: '签章时间', dataIndex: 'signedAt' }),
    {
      key: 'action',
      title: '操作',
      essential: true,
      width: 200,
      render: (_, document) => (
        <Space size={4} wrap>
          <Button
            size="small"
            type="link"
            aria-label={`下载 ${document.name} 的签章文件`}
            loading={download.pending && download.input?.id === document.id}
            onClick={() => void download.run(document)}
          >
            下载
          </Button>
          <Button
            size="small"
            type="link"
            aria-label={`签署记录：${document.name}`}
            loading={record.pending && record.input?.id === document.id}
            onClick={() => void record.run(document)}
          >
            签署记录
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="signed-documents">
      <div className="signed-documents__bar">
        <Space wrap>
          <Button type="primary" onClick={() => setMode('seal')}>
            盖章
          </Button>
          <Button onClick={() => setMode('sign')}>签名</Button>
        </Space>
        <Link to={paths.verifySignature}>验证签名</Link>
      </div>
      <ContractTable
        endpoint={signingApi.list}
        label="我签章的文档"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="还没有签章的文档"
      />
      <SigningTool
        open={mode !== null}
        mode={mode ?? 'seal'}
        onClose={close}
        onSigned={() => void queryClient.invalidateQueries({ queryKey: tableQueryKey(signingApi.list) })}
      />
    </div>
  );
}

import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, type Modal, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { useNarrow } from '../../shared/components/useNarrow';

/**
 * The catalogue screens' (应用管理, 微服务管理) editing frame: a row's 编辑 and 删除 (after a
 * confirm that says the consequences), and the drawer that opens an empty form or the record
 * loaded afresh.
 */

export type Editing = number | 'new' | null;

/** A catalogue row's 编辑 and 删除: 删除 asks in a dialog that says the consequences (RowActions asks in a pop-over), and runs `remove` only once accepted. */
export function CatalogueRowActions({
  name,
  modal,
  onEdit,
  confirm,
  remove,
}: {
  name: string;
  modal: ReturnType<typeof Modal.useModal>[0];
  onEdit: () => void;
  confirm: { title: string; content: ReactNode; cancelled: string };
  remove: { run: (input: undefined) => unknown; pending: boolean };
}) {
  const confirmRemoval = () =>
    modal.confirm({
      title: confirm.title,
      content: confirm.content,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.run(undefined),
      onCancel: () => getFeedback().message('info', confirm.cancelled),
    });
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={onEdit} aria-label={`编辑：${name}`}>
        编辑
      </Button>
      <Button
        size="small"
        danger
        loading={remove.pending}
        onClick={confirmRemoval}
        aria-label={`删除：${name}`}
      >
        删除
      </Button>
    </Space>
  );
}

/** The drawer: `form(null)` for a new record, `form(record)` once the record is loaded (never from a stale cache). */
export function EditorDrawer<T>({
  editing,
  onClose,
  titles,
  load,
  form,
}: {
  editing: Editing;
  onClose: () => void;
  titles: { create: string; edit: string; failed: string };
  load: { key: (id: number) => QueryKey; fetch: (id: number) => Promise<T> };
  form: (record: T | null) => ReactNode;
}) {
  const narrow = useNarrow(768);
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? titles.create : titles.edit}
      width={narrow ? '100%' : 820}
      destroyOnHidden
    >
      {editing === 'new' ? form(null) : null}
      {typeof editing === 'number' ? (
        <Loaded id={editing} load={load} failed={titles.failed} form={form} />
      ) : null}
    </Drawer>
  );
}

function Loaded<T>({
  id,
  load,
  failed,
  form,
}: {
  id: number;
  load: { key: (id: number) => QueryKey; fetch: (id: number) => Promise<T> };
  failed: string;
  form: (record: T) => ReactNode;
}) {
  const detail = useQuery({ queryKey: load.key(id), queryFn: () => load.fetch(id), staleTime: 0 });
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (detail.isError) return <Alert type="error" showIcon title={failed} />;
  return form(detail.data);
}

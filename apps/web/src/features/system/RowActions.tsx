import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useWrite } from '../../shared/api/useWrite';

interface RowActionsProps {
  /** The row's name, in the buttons' accessible names (编辑：…, 删除：…). */
  name: string;
  /** The question asked before deleting. */
  confirm: string;
  /** The message once deleted. */
  success: string;
  /** The queries a deletion makes stale (the list, and what else shows the row). */
  invalidates: readonly (readonly unknown[])[];
  remove: () => Promise<unknown>;
  onEdit: () => void;
  /** Further actions of the row, between 编辑 and 删除. */
  children?: ReactNode;
}

/** A console row's 编辑 and 删除 (after a confirm), with whatever else the row offers between them. */
export function RowActions({
  name,
  confirm,
  success,
  invalidates,
  remove,
  onEdit,
  children,
}: RowActionsProps) {
  const removing = useWrite({
    write: remove,
    success,
    invalidates,
    refreshAfterFailure: true,
    exclusive: true,
  });
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={onEdit} aria-label={`编辑：${name}`}>
        编辑
      </Button>
      {children}
      <Popconfirm
        title={confirm}
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => removing.run(undefined)}
      >
        <Button size="small" danger loading={removing.pending} aria-label={`删除：${name}`}>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}

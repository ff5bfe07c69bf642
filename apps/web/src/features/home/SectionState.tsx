import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';

/**
 * A home section's data states: a skeleton while loading, a short message with 重新加载
 * when the load failed, a line when there is nothing yet; otherwise the section itself.
 * No antd here: the home page is the public first screen.
 */
export function SectionState<T>({
  query,
  what,
  empty,
  rows = 4,
  children,
}: {
  query: UseQueryResult<T[]>;
  what: string;
  empty: string;
  rows?: number;
  children: (data: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="home-state" role="status" aria-busy="true" aria-label={`${what}加载中`}>
        <PlainSkeleton rows={rows} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="home-state home-state--error" role="alert">
        <p>{what}加载失败，请稍后重试。</p>
        <PlainButton onClick={() => void query.refetch()}>重新加载</PlainButton>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="home-state home-state--empty">{empty}</p>;
  return <>{children(query.data)}</>;
}

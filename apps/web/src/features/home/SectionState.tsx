import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlainButton } from '../../shared/components/PlainButton';

/** Grey bars while a section loads, in the look of antd's active Skeleton (title and rows). */
function SkeletonLines({ rows }: { rows: number }) {
  return (
    <div className="home-skeleton" aria-hidden="true">
      <div className="home-skeleton__title" />
      <ul className="home-skeleton__rows">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never move
          <li key={i} />
        ))}
      </ul>
    </div>
  );
}

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
        <SkeletonLines rows={rows} />
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

import './plain.css';

/**
 * Grey bars while something loads, in the look of antd's active Skeleton (title and rows,
 * with a square avatar on the left when asked), without antd: for the public pages' first
 * screens, which draw no antd.
 */
export function PlainSkeleton({
  rows,
  avatar = false,
  title = true,
}: {
  rows: number;
  avatar?: boolean;
  title?: boolean;
}) {
  return (
    <div className={avatar ? 'plain-skeleton plain-skeleton--avatar' : 'plain-skeleton'} aria-hidden="true">
      {avatar ? <div className="plain-skeleton__avatar" /> : null}
      <div className="plain-skeleton__content">
        {title ? <div className="plain-skeleton__title" /> : null}
        <ul className="plain-skeleton__rows">
          {Array.from({ length: rows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never move
            <li key={i} />
          ))}
        </ul>
      </div>
    </div>
  );
}

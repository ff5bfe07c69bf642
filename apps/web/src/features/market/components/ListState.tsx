import { MARKET_TEXTS } from '@portal/shared/market-constants';
import { PlainButton } from '../../../shared/components/PlainButton';
import { PlainEmpty } from '../../../shared/components/PlainEmpty';
import { Spinner } from '../../../shared/components/Spinner';

interface ListStateProps {
  loading: boolean;
  error: boolean;
  empty: boolean;
  onRetry?: () => void;
  /** What is being loaded, for the error line, e.g. 应用. */
  what?: string;
}

/**
 * The loading, error and empty states of a catalogue block: 加载中... while loading,
 * 暂无数据~ when nothing came (spec 002 §2.5). Renders nothing when there is data.
 */
export function ListState({ loading, error, empty, onRetry, what = '数据' }: ListStateProps) {
  if (loading) {
    return (
      <div className="list-state" role="status" aria-live="polite">
        <Spinner />
        <span>{MARKET_TEXTS.loading}</span>
      </div>
    );
  }
  if (error) {
    return (
      <div className="list-state list-state--error" role="alert">
        <PlainEmpty description={`${what}加载失败，请检查网络后重试`}>
          {onRetry ? <PlainButton onClick={onRetry}>重新加载</PlainButton> : null}
        </PlainEmpty>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="list-state">
        <PlainEmpty description={MARKET_TEXTS.noData} />
      </div>
    );
  }
  return null;
}

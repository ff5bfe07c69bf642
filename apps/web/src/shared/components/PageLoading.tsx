import { Spinner } from './Spinner';
import './components.css';

/** Shown while a page's code is loading (antd is not loaded yet either). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner size="large" />
      <span className="page-loading__text">页面加载中…</span>
    </div>
  );
}

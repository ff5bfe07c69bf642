import { Spin } from 'antd';
import './components.css';

/** Shown while a page's code is loading. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="page-loading__text">页面加载中…</span>
    </div>
  );
}

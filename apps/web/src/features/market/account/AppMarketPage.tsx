import { SearchOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@portal/shared/constants';
import { MARKET_TEXTS } from '@portal/shared/market';
import { Button, Input, Pagination } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { useNarrow } from '../../../shared/components/useNarrow';
import { ChargeTag, ItemLogo } from '../components/ItemLogo';
import { type ListParams, useMarketGrid } from './api';
import './account.css';

const FIRST_PAGE: ListParams = { keyword: '', currentPage: 1, pageSize: PAGE_SIZES.appMarket[0] };

/**
 * /admin/appMarket (spec 002 §2.5): keyword search, a card grid (logo or the default
 * picture, name, short description, 收费/免费), 加载中... / 暂无数据~, and pagination with
 * 24/48/72/96 a page, the total and a jumper; a small pager on narrow screens.
 */
export default function AppMarketPage() {
  const narrow = useNarrow(576);
  const [params, setParams] = useState<ListParams>(FIRST_PAGE);
  const [input, setInput] = useState('');
  const grid = useMarketGrid(params);
  const apps = grid.data?.list ?? [];
  const total = grid.data?.pagination.total ?? 0;
  const search = (keyword: string) => setParams({ ...FIRST_PAGE, keyword: keyword.trim() });

  return (
    <div className="app-market">
      <div className="app-list__toolbar">
        <Input
          className="app-list__search"
          placeholder="请输入应用名称"
          allowClear
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onPressEnter={() => search(input)}
          prefix={<SearchOutlined />}
          aria-label="应用名称"
          maxLength={50}
        />
        <Button type="primary" onClick={() => search(input)}>
          搜索
        </Button>
        <Button
          onClick={() => {
            setInput('');
            search('');
          }}
        >
          重置
        </Button>
      </div>
      {apps.length === 0 ? (
        <p className="app-market__state" role="status">
          {grid.isPending
            ? MARKET_TEXTS.loading
            : grid.isError
              ? '应用加载失败，请稍后重试'
              : MARKET_TEXTS.noData}
        </p>
      ) : (
        <ul className={`app-market__grid${grid.isFetching ? ' is-refreshing' : ''}`} aria-label="应用列表">
          {apps.map((app) => (
            <li key={app.id}>
              <Link to={links.appDetail('yysc', app.id, 'app')} className="app-market__card">
                <ItemLogo src={app.logo} size={56} />
                <span className="app-market__name">{app.name}</span>
                <span className="app-market__text">{app.detailsRemake}</span>
                <ChargeTag charged={app.charged} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <Pagination
          className="app-market__pagination"
          current={params.currentPage}
          pageSize={params.pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZES.appMarket.map(String)}
          showSizeChanger
          showQuickJumper={!narrow}
          showTotal={(count) => `共 ${count} 条`}
          simple={narrow}
          size={narrow ? 'small' : 'medium'}
          onChange={(currentPage, pageSize) =>
            setParams((old) => ({
              ...old,
              currentPage: pageSize === old.pageSize ? currentPage : 1,
              pageSize,
            }))
          }
        />
      ) : null}
    </div>
  );
}

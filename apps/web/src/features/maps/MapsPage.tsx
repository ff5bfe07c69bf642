import { EnvironmentOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { StatusBlock } from '../../shared/components/StatusBlock';
import { useMarkers } from './api';
import { onlineMapConfig } from './map-config';
import { OfflineChinaMap } from './OfflineChinaMap';
import { OnlineTileMap } from './OnlineTileMap';
import './maps.css';
import { useDocumentMeta } from '../../shared/seo/document-meta';

const DESCRIPTION = '冷链工业互联网平台客户地图：全国各地的冷链物流园、配送中心与仓储基地。';

/**
 * /Maps (spec 000 §2.13): the customer map with its markers and an info window showing the
 * address. The offline China outline is the default; an online tile service is used only
 * when configured, and the page falls back to the outline when its tiles do not load.
 */
export default function MapsPage() {
  useDocumentMeta(undefined, DESCRIPTION);
  const handle = usePageHandle();
  const markers = useMarkers();
  const online = useMemo(() => onlineMapConfig(), []);
  const [onlineFailed, setOnlineFailed] = useState(false);
  const [activeId, select] = useState<number | null>(null);
  const mapArea = useRef<HTMLDivElement>(null);
  /** From the list: open the site's window and bring the map into view (below it on phones). */
  const showOnMap = (id: number) => {
    select(id);
    mapArea.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  let body: ReactNode;
  if (markers.isPending) {
    body = (
      <div className="map-stage">
        <div className="map-stage__state">
          <Spin />
          <span>客户分布加载中…</span>
        </div>
      </div>
    );
  } else if (markers.isError) {
    body = (
      <StatusBlock
        icon={<WarningOutlined className="status-block__icon status-block__icon--warning" />}
        title="客户分布加载失败"
        description="网络不稳定或服务暂不可用，请稍后重试。"
        actions={
          <Button type="primary" onClick={() => void markers.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (markers.data.length === 0) {
    body = (
      <StatusBlock
        icon={<EnvironmentOutlined className="status-block__icon" />}
        title="暂无客户标注"
        description="平台客户的位置标注后会在地图上显示。"
      />
    );
  } else {
    const list = markers.data;
    body = (
      <div className="maps-layout">
        <div ref={mapArea} className="maps-layout__map">
          {online && !onlineFailed ? (
            <OnlineTileMap
              config={online}
              markers={list}
              selectedId={activeId}
              onSelect={select}
              onFail={() => setOnlineFailed(true)}
            />
          ) : (
            <OfflineChinaMap markers={list} selectedId={activeId} onSelect={select} />
          )}
          {online && onlineFailed ? <p className="maps-note">在线地图加载失败，已改用离线底图。</p> : null}
        </div>
        <ol className="map-sites" aria-label="客户列表">
          {list.map((marker) => (
            <li key={marker.id}>
              <button
                type="button"
                className="map-sites__item"
                aria-current={marker.id === activeId ? 'true' : undefined}
                onClick={() => showOnMap(marker.id)}
              >
                <span className="map-sites__title">{marker.title}</span>
                <span className="map-sites__address">{marker.address}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <PageFrame title={handle?.title ?? '客户地图'} subtitle={handle?.summary}>
      <div className="maps-page">{body}</div>
    </PageFrame>
  );
}

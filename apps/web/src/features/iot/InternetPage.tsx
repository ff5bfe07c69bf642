import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageFrame } from '../../shared/components/PageFrame';
import { PlainButton } from '../../shared/components/PlainButton';
import { usePageHandle } from '../../shared/components/page-handle';
import { Icon } from '../../shared/icons/icons';
import {
  AlertOutlined,
  ApiOutlined,
  AreaChartOutlined,
  BranchesOutlined,
  CloudServerOutlined,
  DashboardOutlined,
} from './icons';
import './iot.css';
import { useDocumentMeta } from '../../shared/seo/document-meta';

const CAPABILITIES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Icon of={ApiOutlined} />,
    title: '多协议接入',
    text: 'MQTT、Modbus、OPC UA、HTTP 等协议接入，直连与网关两种方式。',
  },
  {
    icon: <Icon of={CloudServerOutlined} />,
    title: '数据采集与存储',
    text: '秒级采集，时序数据长期保存，按设备、库区、门店检索。',
  },
  {
    icon: <Icon of={BranchesOutlined} />,
    title: '规则引擎',
    text: '阈值、持续时间与组合条件配置规则，触发告警或联动控制。',
  },
  {
    icon: <Icon of={AlertOutlined} />,
    title: '告警通知',
    text: '短信、站内信与工单分级通知，值班确认与处理全程留痕。',
  },
  {
    icon: <Icon of={DashboardOutlined} />,
    title: '远程监控',
    text: '库温、机组运行与车辆在途状态实时查看，异常一目了然。',
  },
  {
    icon: <Icon of={AreaChartOutlined} />,
    title: '数据分析',
    text: '能耗、开门次数、温度合规率等指标统计，与机理模型联合分析。',
  },
];

const LAYERS: { name: string; items: string }[] = [
  { name: '应用层', items: '冷库管理 · 冷链追溯 · 能耗分析 · 运维工单' },
  { name: '平台层', items: '设备管理 · 物模型 · 规则引擎 · 时序数据 · 开放接口' },
  { name: '边缘层', items: '边缘网关 · 协议转换 · 本地规则 · 断网续传' },
  { name: '感知层', items: '制冷机组 · 冷柜 · 冷藏车温控器 · 温湿度与电量传感器' },
];

const SCENES: { title: string; text: string }[] = [
  { title: '冷库', text: '库温、湿度、门磁与机组运行统一监控，除霜与启停按需调度。' },
  { title: '冷藏车', text: '在途温度与位置实时回传，断电升温及时预警，到货温度可追溯。' },
  { title: '商超冷柜', text: '门店冷柜温度与能耗集中管理，异常升温在货损前处理。' },
  { title: '制冷设备厂商', text: '售出设备远程运维与故障预测，从卖设备走向卖服务。' },
];

const DESCRIPTION = '物联网平台：多协议设备接入、数据采集、规则引擎、告警通知、远程监控与数据分析。';

/** /Internet (000 §2.1): the IoT platform page of the top navigation. */
export default function InternetPage() {
  useDocumentMeta(undefined, DESCRIPTION);
  const handle = usePageHandle();
  const navigate = useNavigate();
  return (
    <PageFrame title={handle?.title ?? '物联网平台'} subtitle={handle?.summary}>
      <div className="iot-page">
        <section className="iot-lead">
          <p>
            物联网平台是冷链工业互联网平台的设备底座：把冷库、冷藏车、冷柜与制冷机组接入平台，采集运行数据，在边缘与云端完成监控、告警与分析，并为应用市场中的行业应用、工业微服务和机理模型提供可信的实时数据。
          </p>
          <div className="iot-lead__actions">
            <PlainButton variant="primary" size="large" onClick={() => navigate(paths.machine)}>
              了解设备物联网
            </PlainButton>
            <PlainButton size="large" onClick={() => navigate(paths.application)}>
              浏览物联网应用
            </PlainButton>
          </div>
        </section>

        <section className="iot-section" aria-labelledby="internet-capabilities">
          <h2 id="internet-capabilities" className="iot-section__title">
            平台能力
          </h2>
          <ul className="iot-capabilities">
            {CAPABILITIES.map((item) => (
              <li key={item.title} className="iot-capability">
                <span className="iot-ability__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="iot-section" aria-labelledby="internet-architecture">
          <h2 id="internet-architecture" className="iot-section__title">
            平台架构
          </h2>
          <ol className="iot-layers">
            {LAYERS.map((layer) => (
              <li key={layer.name} className="iot-layers__item">
                <span className="iot-layers__name">{layer.name}</span>
                <span className="iot-layers__items">{layer.items}</span>
              </li>
            ))}
          </ol>
        </section>

        <section className="iot-section iot-section--last" aria-labelledby="internet-scenes">
          <h2 id="internet-scenes" className="iot-section__title">
            应用场景
          </h2>
          <ul className="iot-scenes">
            {SCENES.map((scene) => (
              <li key={scene.title} className="iot-scene">
                <h3>{scene.title}</h3>
                <p>{scene.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageFrame>
  );
}

import { BANNER_TYPES } from '@portal/shared/constants';
import type { ReactNode } from 'react';
import { BannerCarousel } from '../../shared/banner/BannerCarousel';
import { Icon } from '../../shared/icons/icons';
import {
  ApartmentOutlined,
  ApiOutlined,
  ClusterOutlined,
  DeploymentUnitOutlined,
  HddOutlined,
  SettingOutlined,
} from './icons';
import { MachineAppCards } from './MachineAppCards';
import './iot.css';
import { useDocumentMeta } from '../../shared/seo/document-meta';

/** The landing's claims (002 §2.6, §9). */
const CHIPS = '60+';
const DRIVERS = '200+';

const SECTIONS: { id: string; icon: ReactNode; title: string; text: string; points: string[] }[] = [
  {
    id: 'device',
    icon: <Icon of={ApiOutlined} />,
    title: '设备接入',
    text: '冷库机组、冷藏车温控器、商超冷柜和各类传感器直连上云，一机一密，即插即用。',
    points: ['MQTT、CoAP、HTTP 与 LwM2M 直连', '设备证书与一机一密双向认证', '断网缓存、恢复后自动补传'],
  },
  {
    id: 'gateway',
    icon: <Icon of={ClusterOutlined} />,
    title: '网关接入',
    text: '老旧设备无需改造，经边缘网关把 PLC、温控仪表和电表的数据统一采集上报。',
    points: [
      'Modbus RTU/TCP、OPC UA、BACnet、S7 协议转换',
      '子设备拓扑与批量配置下发',
      '4G/以太网双链路自动切换',
    ],
  },
  {
    id: 'edge',
    icon: <Icon of={DeploymentUnitOutlined} />,
    title: '边缘计算',
    text: '在现场完成数据清洗、规则判断与告警，毫秒级响应，网络中断时本地照常运行。',
    points: ['本地规则引擎与联动控制', '机理模型下发到边缘执行', '除霜、启停等策略就地闭环'],
  },
  {
    id: 'third-party',
    icon: <Icon of={ApartmentOutlined} />,
    title: '第三方物联网平台接入',
    text: '已有的设备云、温湿度云平台通过开放接口汇入，一个平台看全部冷链资产。',
    points: ['云到云接口对接与数据映射', '统一物模型，跨品牌数据可比', '接入进度与数据质量可视化'],
  },
  {
    id: 'management',
    icon: <Icon of={SettingOutlined} />,
    title: '设备管理',
    text: '设备全生命周期在线管理：台账、状态、远程配置、固件升级与维保记录。',
    points: ['在线状态与运行时长统计', '远程参数配置与 OTA 升级', '故障工单与维保记录闭环'],
  },
  {
    id: 'chips',
    icon: <Icon of={HddOutlined} />,
    title: '芯片模组生态',
    text: `预集成 ${CHIPS} 款主流通信芯片与模组、${DRIVERS} 种设备驱动，硬件厂商接入平台周期从数月缩短到数周。`,
    points: [
      'NB-IoT、Cat.1、4G、Wi-Fi、LoRa 模组',
      '温湿度、压力、电量、门磁传感器驱动',
      '开放驱动开发包与认证测试',
    ],
  },
];

const DESCRIPTION =
  '设备物联网：设备接入、网关接入、边缘计算、第三方平台接入、设备管理，预集成 60+ 芯片与 200+ 驱动。';

/** /machine (002 §2.6): banner type 6, the six IoT sections, and the two IoT apps of the market. */
export default function MachinePage() {
  useDocumentMeta(undefined, DESCRIPTION);
  return (
    <div className="iot-page">
      <BannerCarousel
        type={BANNER_TYPES.machine}
        fallbackTitle="设备物联网"
        fallbackSummary="冷链设备接入与数据采集方案"
        headingLevel={1}
      />
      <div className="container">
        <ul className="iot-stats" aria-label="生态规模">
          <li>
            <strong>{CHIPS}</strong>
            <span>适配芯片与模组</span>
          </li>
          <li>
            <strong>{DRIVERS}</strong>
            <span>设备驱动</span>
          </li>
          <li>
            <strong>6</strong>
            <span>种接入与管理能力</span>
          </li>
        </ul>

        <section className="iot-section" aria-labelledby="machine-abilities">
          <h2 id="machine-abilities" className="iot-section__title">
            物联网能力
          </h2>
          <div className="iot-abilities">
            {SECTIONS.map((section) => (
              <section key={section.id} className="iot-ability" aria-labelledby={`machine-${section.id}`}>
                <span className="iot-ability__icon" aria-hidden="true">
                  {section.icon}
                </span>
                <h3 id={`machine-${section.id}`}>{section.title}</h3>
                <p>{section.text}</p>
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>

        <section className="iot-section iot-section--last" aria-labelledby="machine-apps">
          <h2 id="machine-apps" className="iot-section__title">
            物联网应用
          </h2>
          <MachineAppCards />
        </section>
      </div>
    </div>
  );
}

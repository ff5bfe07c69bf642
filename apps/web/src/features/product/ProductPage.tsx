import type { ComponentType } from 'react';
import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { EdgeIllustration, IotIllustration, MesIllustration, SimulationIllustration } from './illustrations';
import './product.css';
import { useDocumentMeta } from '../../shared/seo/document-meta';

const PRODUCTS: { name: string; text: string; Picture: ComponentType }[] = [
  {
    name: '边缘计算平台',
    text: '在冷库与工厂现场就地采集、计算与控制，断网不停机，规则与模型一键下发。',
    Picture: EdgeIllustration,
  },
  {
    name: '离散制造执行系统',
    text: '工单、工序、质检与设备状态全流程管理，让制冷设备生产过程透明可追溯。',
    Picture: MesIllustration,
  },
  {
    name: '设备物联网系统',
    text: '制冷机组、冷柜与冷藏车统一接入，远程监控、告警与运维一站完成。',
    Picture: IotIllustration,
  },
  {
    name: '通用仿真平台',
    text: '基于热工与制冷机理建模，在线仿真冷库负荷、预冷时间与能耗，先算后建。',
    Picture: SimulationIllustration,
  },
];

const DESCRIPTION = '产品展示：边缘计算平台、离散制造执行系统、设备物联网系统与通用仿真平台。';

/** The product showcase (002 §2.7): a banner titled 产品展示, then the four product cards. */
export default function ProductPage() {
  useDocumentMeta(undefined, DESCRIPTION);
  const handle = usePageHandle();
  return (
    <PageFrame title={handle?.title ?? '产品展示'} subtitle={handle?.summary}>
      <ul className="product-list">
        {PRODUCTS.map(({ name, text, Picture }) => (
          <li key={name} className="product-card">
            <div className="product-card__picture">
              <Picture />
            </div>
            <div className="product-card__body">
              <h2 className="product-card__name">{name}</h2>
              <p className="product-card__text">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

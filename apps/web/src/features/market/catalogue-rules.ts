import { MICRO_TYPE_LABELS } from '@portal/shared/market-constants';

/** The microservice button reads by type: 0 安装, 1 试用, 2 签名, 3 签章 (spec 000 §2.10). */
export function microButtonLabel(type: number): string {
  return MICRO_TYPE_LABELS[type] ?? MICRO_TYPE_LABELS[1] ?? '试用';
}

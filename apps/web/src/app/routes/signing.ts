import { paths } from '../../config/paths';
import type { AppRoute, ChildRoute } from './types';

/** The public check of a signed PDF (issue 21). */
export const signingRoutes: readonly AppRoute[] = [
  {
    path: paths.verifySignature,
    access: 'visitor',
    title: '签名验证',
    summary: '核对PDF是否由本平台签章、签章后是否被修改',
    layout: 'default',
    page: () => import('../../features/signing/VerifyPage'),
  },
];

/** 电子签章 in the account area: the signature and seal tool and the signed documents (spec 002 §2.10). */
export const signingAccountPages: readonly ChildRoute[] = [
  {
    path: 'signing',
    access: 'certified',
    title: '电子签章',
    page: () => import('../../features/signing/SignedDocumentsPage'),
  },
];

import { ACCOUNT_TEXTS } from '@portal/shared/accounts';
import { CERTIFICATION_TEXTS, type Certification } from '@portal/shared/certification';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import { readSession } from '../../shared/session/useSession';
import { documentProblem } from './DocumentUpload';
import PersonDevPage from './PersonDevPage';
import PersonTentPage from './PersonTentPage';

const BASE: Certification = {
  id: 5,
  tenantUserId: 70,
  account: '13800000004',
  type: 0,
  status: 0,
  examineRemake: '',
  adminName: '孙待认证',
  adminPhone: '13800000004',
  adminIdCard: '11010519491231002X',
  idCardFornt: '',
  idCardTail: '',
  businessLicense: '',
  applicationForm: '',
  letterCommitment: '',
  legalPersonName: '',
  legalPersonPhone: '',
  legalPersonIdCard: '',
  creditCode: '',
  enCode: 'coldchain',
  companyName: '待认证物流有限公司',
  email: '',
  address: '',
  submitTime: null,
  reviewTime: null,
};

function logIn(role: 'tenant' | 'develop', status: number) {
  storage.set(STORAGE_KEYS.token, 'tok');
  storage.set(STORAGE_KEYS.role, role);
  storage.setJson(STORAGE_KEYS.userInfo, {
    userId: 70,
    account: '13800000004',
    realName: '孙待认证',
    userAccount: '13800000004',
    role,
    tenantId: role === 'tenant' ? 7 : null,
    tenantName: null,
    isAdministrator: role === 'tenant',
  });
  storage.setJson(STORAGE_KEYS.registerInfo, { id: 5, status, type: 0, isTenantUser: false, account: 'a' });
}

function answer(certification: Certification) {
  return vi.spyOn(request, 'get').mockImplementation(async (url: string) => ({
    code: 200,
    msg: '',
    data: url.includes('tenantExamine')
      ? certification
      : {
          id: 70,
          account: certification.account,
          phone: certification.adminPhone,
          type: certification.type,
          status: certification.status,
          tenantId: 7,
        },
  }));
}

afterEach(() => vi.restoreAllMocks());

/** The first render also loads antd's form code: on a busy machine that takes a while. */
const LOADED = { timeout: 15_000 };

describe('personTent (spec 001 §2.7, §4.1)', () => {
  it('opens on step 1 at status 0 with the phone read-only, and checks the step before moving on', async () => {
    logIn('tenant', 0);
    answer({ ...BASE, adminName: '' });
    renderRoutes([{ path: '/admin/personTent', element: <PersonTentPage /> }], '/admin/personTent');
    expect(await screen.findByText('负责人、承诺书与申请表', {}, LOADED)).toBeTruthy();
    const phone = (await screen.findByLabelText('手机号', {}, LOADED)) as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('13800000004'), LOADED);
    expect(phone.disabled).toBe(true);
    expect((screen.getByRole('button', { name: '上一步' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    // antd validates the fields one by one: on a busy machine the later messages come a moment after.
    expect(await screen.findByText(CERTIFICATION_TEXTS.nameRequired, {}, LOADED)).toBeTruthy();
    expect((await screen.findAllByText(CERTIFICATION_TEXTS.idCardImages, {}, LOADED)).length).toBeGreaterThan(
      0,
    );
    expect(await screen.findByText(CERTIFICATION_TEXTS.applicationForm, {}, LOADED)).toBeTruthy();
    expect(await screen.findByText(CERTIFICATION_TEXTS.letterCommitment, {}, LOADED)).toBeTruthy();
  });

  it('keeps what was typed across a reload (a new render), but never the documents', async () => {
    logIn('tenant', 0);
    answer({ ...BASE, adminName: '' });
    const first = renderRoutes(
      [{ path: '/admin/personTent', element: <PersonTentPage /> }],
      '/admin/personTent',
    );
    const name = (await screen.findByLabelText('姓名', {}, LOADED)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '孙一半' } });
    first.unmount();

    renderRoutes([{ path: '/admin/personTent', element: <PersonTentPage /> }], '/admin/personTent');
    const again = (await screen.findByLabelText('姓名', {}, LOADED)) as HTMLInputElement;
    await waitFor(() => expect(again.value).toBe('孙一半'), LOADED);
    const kept = JSON.parse(sessionStorage.getItem('portal:certification-draft:70') ?? '{}');
    expect(kept).toMatchObject({ adminName: '孙一半' });
    expect(Object.keys(kept)).not.toContain('idCardFornt');
    sessionStorage.clear();
  });

  it('under review shows 提交成功，正在审核中... with 请留意短信通知, and the form read-only', async () => {
    logIn('tenant', 1);
    answer({ ...BASE, status: 1, submitTime: '2026-11-23T10:00:00.000Z' });
    renderRoutes([{ path: '/admin/personTent', element: <PersonTentPage /> }], '/admin/personTent');
    expect(await screen.findByText(CERTIFICATION_TEXTS.reviewing)).toBeTruthy();
    expect(screen.getByText(CERTIFICATION_TEXTS.watchSms)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '上一步' }));
    const company = (await screen.findByLabelText('企业名称')) as HTMLInputElement;
    expect(company.disabled).toBe(true);
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('rejected shows 审核未通过 with the reason, and opens the form again to correct', async () => {
    logIn('tenant', 3);
    answer({ ...BASE, status: 3, examineRemake: '营业执照不清晰', submitTime: '2026-11-23T10:00:00.000Z' });
    renderRoutes([{ path: '/admin/personTent', element: <PersonTentPage /> }], '/admin/personTent');
    expect(await screen.findByText(CERTIFICATION_TEXTS.rejected)).toBeTruthy();
    expect(screen.getByText('原因：营业执照不清晰')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '修改并重新提交' }));
    const name = (await screen.findByLabelText('姓名')) as HTMLInputElement;
    expect(name.disabled).toBe(false);
  });

  it('approved shows 审核通过 and the stored session follows: the portal opens without a new login', async () => {
    logIn('tenant', 1);
    expect(readSession().certified).toBe(false);
    answer({ ...BASE, status: 2, submitTime: '2026-11-23T10:00:00.000Z' });
    renderRoutes([{ path: '/admin/personTent', element: <PersonTentPage /> }], '/admin/personTent');
    expect(await screen.findByText(CERTIFICATION_TEXTS.approved)).toBeTruthy();
    await waitFor(() => expect(readSession().certified).toBe(true));
  });

  it('sends a user without a certification of their own home', async () => {
    logIn('tenant', 0);
    vi.spyOn(request, 'get').mockRejectedValue(
      Object.assign(new Error('认证信息不存在'), { httpStatus: 404 }),
    );
    const { router } = renderRoutes(
      [
        { path: '/admin/personTent', element: <PersonTentPage /> },
        { path: '/', element: <p>首页</p> },
      ],
      '/admin/personTent',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('personDev (spec 001 §2.8)', () => {
  it('asks an individual developer for the person only, in one step 信息完善', async () => {
    logIn('develop', 0);
    answer({ ...BASE, type: 1, enCode: '', companyName: '' });
    renderRoutes([{ path: '/admin/personDev', element: <PersonDevPage /> }], '/admin/personDev');
    expect(await screen.findByText('信息完善')).toBeTruthy();
    expect(await screen.findByLabelText('姓名')).toBeTruthy();
    expect(screen.queryByLabelText('企业名称')).toBeNull();
    expect(screen.getByRole('button', { name: '提交' })).toBeTruthy();
  });

  it('asks an enterprise developer for the company too, without the tenant code', async () => {
    logIn('develop', 0);
    answer({ ...BASE, type: 2, enCode: '' });
    renderRoutes([{ path: '/admin/personDev', element: <PersonDevPage /> }], '/admin/personDev');
    expect(await screen.findByLabelText('企业名称')).toBeTruthy();
    expect(screen.queryByLabelText('租户号')).toBeNull();
  });
});

describe('document checks before an upload (spec 001 §5.6, 002 §9)', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });
  it('takes JPG/PNG up to 3 MB, and PDF up to 10 MB for the signed forms only', () => {
    expect(documentProblem(file('a.jpg', 'image/jpeg', 3 * 1024 * 1024), false)).toBeNull();
    expect(documentProblem(file('a.png', 'image/png', 3 * 1024 * 1024 + 1), false)).toBe(
      ACCOUNT_TEXTS.imageSize,
    );
    expect(documentProblem(file('a.gif', 'image/gif', 10), false)).toBe(ACCOUNT_TEXTS.imageType);
    expect(documentProblem(file('a.pdf', 'application/pdf', 10), false)).toBe(ACCOUNT_TEXTS.imageType);
    expect(documentProblem(file('a.pdf', 'application/pdf', 10 * 1024 * 1024), true)).toBeNull();
    expect(documentProblem(file('a.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), true)).toBe(
      CERTIFICATION_TEXTS.pdfSize,
    );
    expect(documentProblem(file('a.doc', 'application/msword', 10), true)).toBe(CERTIFICATION_TEXTS.formType);
  });
});

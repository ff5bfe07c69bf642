import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts';
import { CERTIFICATION_TEXTS, certificationApi } from '@portal/shared/certification';
import type { Endpoint } from '@portal/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from '../src/certification/form-details.ts';
import { renderFormPdf } from '../src/certification/forms-pdf.ts';
import { createTestApp, loginAs, type TestApp } from './helpers.ts';
import { newApplicant } from './support/applicants.ts';
import { callAs, malformed } from './support/call.ts';
import { freshAddress, multipartBody, TINY_PNG } from './support/http.ts';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures/ocr');
const ID_CARD = fs.readFileSync(path.join(FIXTURES, 'id-card-110105198907088397.jpg'));
const LICENCE = fs.readFileSync(path.join(FIXTURES, 'licence-91110158HH07M7WH4W.jpg'));

// OCR and PDFs do not touch the database's engine: SQLite alone.
describe('OCR of ID cards and licences, and the preview PDFs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  /** An upload (multipart, which callAs does not send): the raw inject at the contract's path. */
  const read = (endpoint: Endpoint, image: Buffer, token: string | null) => {
    const { payload, headers } = multipartBody([
      { name: 'file', value: image, filename: 'photo.jpg', type: 'image/jpeg' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: endpoint.path,
      payload,
      headers: { ...headers, ...(token ? { token } : {}) },
      remoteAddress: freshAddress(),
    });
  };

  it('reads the ID number off a card photo and the credit code off a licence photo, as label:number', async () => {
    const { token } = await newApplicant(t.app, t.database.db, 0);
    const id = await read(certificationApi.readIdNumber, ID_CARD, token);
    expect(id.statusCode).toBe(200);
    expect(id.json().data).toBe('身份证号:110105198907088397');
    const code = await read(certificationApi.readCreditCode, LICENCE, token);
    expect(code.json().data.split(':')[1]).toBe('91110158HH07M7WH4W');
  }, 60_000);

  it('answers 未识别到证件号 when no number passing its check is on the photo', async () => {
    const { token } = await newApplicant(t.app, t.database.db, 0);
    const none = await read(certificationApi.readIdNumber, LICENCE, token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ data: '', msg: CERTIFICATION_TEXTS.ocrNotFound });
    const tiny = await read(certificationApi.readCreditCode, TINY_PNG, token);
    expect(tiny.json().msg).toBe(CERTIFICATION_TEXTS.ocrNotFound);
  }, 60_000);

  it('refuses visitors, non-images and a missing file', async () => {
    expect((await read(certificationApi.readIdNumber, ID_CARD, null)).statusCode).toBe(401);
    const { token } = await newApplicant(t.app, t.database.db, 1);
    const text = await read(certificationApi.readIdNumber, Buffer.from('%PDF-1.4 not a photo'), token);
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe(ACCOUNT_TEXTS.imageType);
    const empty = await t.app.inject({
      method: 'POST',
      url: certificationApi.readIdNumber.path,
      payload: {},
      headers: { token },
    });
    expect(empty.statusCode).toBe(400);
  });

  /** Sent as given: some tests ask for a form the contract refuses. */
  const pdf = async (type: number | string, token: string | null) =>
    (
      await callAs(
        t,
        token ? { token } : 'visitor',
        certificationApi.previewPdf,
        malformed({ params: { type } }),
      )
    ).response;

  it('writes both forms as PDFs with the Chinese font embedded as a subset, filled for a logged-in applicant', async () => {
    const blank = await pdf(1, null);
    expect(blank.statusCode).toBe(200);
    expect(blank.headers['content-type']).toBe('application/pdf');
    const bytes = blank.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = bytes.toString('latin1');
    // The CJK font is embedded (FontFile2), and only the glyphs used: the font file is 5 MB.
    expect(raw).toMatch(/\/BaseFont \/WenQuanYiMicroHei/);
    expect(raw).toContain('/FontFile2');
    expect(bytes.length).toBeLessThan(200_000);

    const tenant = await loginAs(t.app, '13800000001', 'tenant');
    const filled = await pdf(2, tenant);
    expect(filled.statusCode).toBe(200);
    expect(filled.rawPayload.length).toBeGreaterThan(1000);
    // The demo tenant's name is in the letter: its glyphs are in the subset (more than the blank's).
    const letterBlank = await pdf(2, null);
    expect(filled.rawPayload.length).toBeGreaterThan(letterBlank.rawPayload.length);
  });

  it('says in Chinese that the font is missing on a machine without it (503), and draws once it is there', async () => {
    const missing = renderFormPdf(1, EMPTY_DETAILS, path.join(FIXTURES, 'no-such-font.ttc'));
    await expect(missing).rejects.toMatchObject({
      status: 503,
      message: CERTIFICATION_TEXTS.formFontMissing,
    });
    const drawn = await renderFormPdf(1, EMPTY_DETAILS);
    expect(Buffer.from(drawn).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a type other than 1 or 2', async () => {
    expect((await pdf(3, null)).statusCode).toBe(400);
    expect((await pdf('x', null)).statusCode).toBe(400);
  });
});

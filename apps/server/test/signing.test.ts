import { createHash } from 'node:crypto';
import { TOKEN_INVALID_CODE } from '@portal/shared/constants';
import {
  SIGNING_PAGE_MAX_BYTES,
  SIGNING_STATE,
  SIGNING_TEXTS,
  signingApi,
  VERIFY_STATUS,
} from '@portal/shared/signing';
import { A4_POINTS, fitOnA4 } from '@portal/shared/signing-geometry';
import { PDFDict, PDFDocument, PDFName, type PDFPage, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSelfSigned } from '../src/signing/identity-work.ts';
import { removeStaleSigningUploads } from '../src/signing/signing.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { type Caller, callAs } from './support/call.ts';
import { jpegClaiming } from './support/hostile-files.ts';
import { freshAddress, multipartBody, TINY_PNG } from './support/http.ts';
import {
  corruptPdf,
  encryptedPdf,
  pageJpeg,
  pdfOfPages,
  placements,
  sealPng,
} from './support/signing-pdfs.ts';

/** The filter of an image a page draws (`/DCTDecode` for a JPEG). */
function imageFilter(page: PDFPage, name: string): string | undefined {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const stream = xObjects?.lookup(PDFName.of(name.replace(/^\//, '')));
  return stream instanceof PDFRawStream ? stream.dict.get(PDFName.of('Filter'))?.toString() : undefined;
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

function filePart(content: Buffer, filename: string, type = 'application/pdf') {
  return {
    ...multipartBody([{ name: 'file', value: content, filename, type }]),
    remoteAddress: freshAddress(),
  };
}

/** The PDF's text, page by page, as pdf.js reads it (the record is drawn with a subset CJK font). */
async function pdfText(content: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(content), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const text = await page.getTextContent();
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages;
}

describe.each(engines)('the signature and seal tool on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    await t.app.heavyWork.warm();
  });
  afterAll(() => t.close());

  const uploadPdf = (who: Caller, content: Buffer, name = '合同.pdf') =>
    callAs(t, who, signingApi.uploadDocument, {}, filePart(content, name));
  const uploadImage = (who: Caller, content: Buffer, name = 'seal.png', type = 'image/png') =>
    callAs(t, who, signingApi.uploadImage, {}, filePart(content, name, type));

  const uploadPage = (who: Caller, id: number, page: number, content: Buffer, type = 'image/jpeg') =>
    callAs(
      t,
      who,
      signingApi.uploadPage,
      { params: { id, page } },
      filePart(content, `page-${page}.jpg`, type),
    );
  const pictureRows = (documentId: number) =>
    t.app.db.selectFrom('signingPagePicture').selectAll().where('documentId', '=', documentId).execute();

  /** A 3-page document of `who`, signed with a seal and a signature on page 2 and a cross-page seal. */
  async function signedDocument(
    who: Caller = 'tenantAdmin',
    layout: 'original' | 'a4' = 'original',
    rotate = 0,
  ) {
    const original = await pdfOfPages(3, [600, 800], rotate);
    const draft = await uploadPdf(who, original);
    expect(draft.status, draft.response.body).toBe(200);
    if (layout === 'a4') {
      for (let page = 1; page <= 3; page += 1) {
        const sent = await uploadPage(who, draft.body.data.id, page, pageJpeg(30, 40));
        expect(sent.status, sent.response.body).toBe(200);
        expect(sent.body.data).toEqual({ page, pageCount: 3, uploaded: page });
      }
    }
    const seal = await uploadImage(who, sealPng(100));
    const signature = await uploadImage(who, sealPng(60, [0, 0, 0]), 'signature.png');
    expect(seal.status, seal.response.body).toBe(200);
    const signed = await callAs(t, who, signingApi.sign, {
      body: {
        documentId: draft.body.data.id,
        layout,
        stamps: [
          {
            imageId: seal.body.data.id,
            kind: 'seal',
            page: 2,
            left: 0.5,
            top: 0.5,
            width: 0.25,
            height: 0.1875,
          },
          {
            imageId: signature.body.data.id,
            kind: 'signature',
            page: 2,
            left: 0.1,
            top: 0.3,
            width: 0.2,
            height: 0.15,
          },
        ],
        crossSeal: { imageId: seal.body.data.id, top: 0.4, width: 0.2 },
      },
    });
    expect(signed.status, signed.response.body).toBe(200);
    const result = await callAs(t, who, signingApi.result, { params: { id: signed.body.data.id } });
    expect(result.status).toBe(200);
    return { original, draft: draft.body.data, signed: signed.body.data, result: result.response.rawPayload };
  }

  const verify = (content: Buffer) =>
    callAs(t, 'visitor', signingApi.verify, {}, filePart(content, 'check.pdf'));

  it('previews an upload: its pages and their sizes', async () => {
    const res = await uploadPdf('developer', await pdfOfPages(2, [612, 792]), '报价单.pdf');
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(SIGNING_TEXTS.uploadSuccess);
    expect(res.body.data).toMatchObject({
      name: '报价单.pdf',
      pageCount: 2,
      pages: [
        { width: 612, height: 792 },
        { width: 612, height: 792 },
      ],
    });
  });

  it('signs: the pages kept, the stamps where placed, the cross-page seal on every page, a valid signature', async () => {
    const { original, signed, result } = await signedDocument();
    expect(signed).toMatchObject({ state: 1, pageCount: 3, layout: 'original', crossSeal: true });
    expect(signed.stamps).toEqual([
      { kind: 'seal', page: 2 },
      { kind: 'signature', page: 2 },
    ]);
    expect(signed.originalSha256).toBe(sha256(original));
    expect(signed.resultSha256).toBe(sha256(result));
    expect(result.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const reread = await PDFDocument.load(result);
    expect(reread.getPageCount()).toBe(3);
    // Page 2: the two stamps (600 × 800 pt page), then its slice of the cross-page seal.
    const page2 = placements(reread.getPage(1)).map((placement) =>
      placement.matrix.map((n) => Math.round(n)),
    );
    expect(page2).toContainEqual([150, 0, 0, 150, 300, 250]);
    expect(page2).toContainEqual([120, 0, 0, 120, 60, 440]);
    for (const [index, page] of reread.getPages().entries()) {
      const slice = placements(page).at(-1);
      expect(slice?.clips[0]?.map(Math.round)).toEqual([560, 360, 40, 120]);
      expect(Math.round(slice?.matrix[4] ?? 0)).toBe(560 - index * 40);
    }

    const check = await verify(result);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      status: VERIFY_STATUS.intact,
      documentName: '合同.pdf',
      signerName: expect.any(String),
    });
    expect(check.body.data.signerName).not.toBe('');
    expect(check.body.data.signedAt).toBe(signed.signedAt);
  });

  it('tells a changed file from an intact one, an unsigned one and one signed elsewhere', async () => {
    const { result } = await signedDocument();
    // One byte changed: the first page's box, 600 wide, becomes 900 wide.
    const tampered = Buffer.from(result);
    const at = tampered.indexOf('/MediaBox [ 0 0 600', 0, 'latin1');
    expect(at).toBeGreaterThan(0);
    tampered[at + '/MediaBox [ 0 0 '.length] = '9'.charCodeAt(0);
    expect((await PDFDocument.load(tampered)).getPage(0).getWidth()).not.toBe(600);
    const changed = await verify(tampered);
    expect(changed.body.data).toMatchObject({ status: VERIFY_STATUS.changed, documentName: '合同.pdf' });
    expect(changed.body.data.message).toBe('文件在签章后已被修改');

    // Bytes added after signing (an incremental update) are a change too.
    const appended = Buffer.concat([result, Buffer.from('\n1 0 obj\n<< >>\nendobj\n%%EOF\n')]);
    expect((await verify(appended)).body.data.status).toBe(VERIFY_STATUS.changed);

    const unsigned = await verify(await pdfOfPages(1));
    expect(unsigned.body.data).toMatchObject({ status: VERIFY_STATUS.unsigned, signerName: null });

    // A valid signature by a certificate that is not the platform's.
    const { pdflibAddPlaceholder } = await import('@signpdf/placeholder-pdf-lib');
    const { SignPdf } = await import('@signpdf/signpdf');
    const { P12Signer } = await import('@signpdf/signer-p12');
    const other = makeSelfSigned('other');
    const document = await PDFDocument.load(await pdfOfPages(1));
    pdflibAddPlaceholder({
      pdfDoc: document,
      reason: 'elsewhere',
      contactInfo: '',
      name: 'other',
      location: '',
    });
    const elsewhere = await new SignPdf().sign(
      Buffer.from(await document.save({ useObjectStreams: false })),
      new P12Signer(Buffer.from(other.p12), { passphrase: 'other' }),
    );
    const foreign = await verify(elsewhere);
    expect(foreign.body.data).toMatchObject({ status: VERIFY_STATUS.foreign, documentName: null });
    expect(foreign.body.data.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("makes the A4 output of the pages' pictures: A4 pages, one JPEG each, the stamps where placed", async () => {
    const { result, signed, draft } = await signedDocument('developer', 'a4');
    expect(signed.layout).toBe('a4');
    const reread = await PDFDocument.load(result);
    expect(reread.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
      [595.28, 841.89],
      [595.28, 841.89],
      [595.28, 841.89],
    ]);
    const fit = fitOnA4({ width: 600, height: 800 });
    const box = { x: fit.x, y: fit.y, width: 600 * fit.scale, height: 800 * fit.scale };
    for (const [index, page] of reread.getPages().entries()) {
      const drawn = placements(page);
      // The page's picture first, filling the fitted box: a JPEG.
      const [picture] = drawn;
      expect(imageFilter(page, picture?.name ?? '')).toBe('/DCTDecode');
      expect(drawn.filter((placement) => imageFilter(page, placement.name) === '/DCTDecode')).toHaveLength(1);
      expect(picture?.matrix.map((n) => n.toFixed(2))).toEqual(
        [box.width, 0, 0, box.height, box.x, box.y].map((n) => n.toFixed(2)),
      );
      // Its slice of the cross-page seal, at the fitted box's right edge.
      expect(drawn.at(-1)?.clips[0]?.[0]).toBeCloseTo(box.x + box.width - (0.2 * box.width) / 3, 2);
      if (index === 1) {
        // The seal at left 50 %, top 50 %, 25 % × 18.75 % of the page as shown.
        const seal = drawn[1]?.matrix ?? [];
        expect(seal.map((n) => n.toFixed(2))).toEqual(
          [
            0.25 * box.width,
            0,
            0,
            0.1875 * box.height,
            box.x + 0.5 * box.width,
            box.y + box.height - 0.5 * box.height - 0.1875 * box.height,
          ].map((n) => n.toFixed(2)),
        );
      }
    }
    expect(A4_POINTS).toEqual({ width: 595.28, height: 841.89 });
    // Once signed, the pictures are gone (the result holds the pages).
    expect(await pictureRows(draft.id)).toEqual([]);
    expect((await verify(result)).body.data.status).toBe(VERIFY_STATUS.intact);
  });

  it('stamps a turned page (/Rotate 90) where the user saw it: the image matrix read back', async () => {
    const { result, draft } = await signedDocument('tenantAdmin', 'original', 90);
    // Shown 800 × 600.
    expect(draft.pages[0]).toEqual({ width: 800, height: 600 });
    const reread = await PDFDocument.load(result);
    const page2 = placements(reread.getPage(1)).map((placement) =>
      placement.matrix.map((n) => Math.round(n)),
    );
    // The seal: shown 200 × 112.5 pt at (400, 187.5), turned a quarter into the 600 × 800 page.
    expect(page2).toContainEqual([0, 200, -112, 0, 413, 400]); // −112.5 rounded
  });

  it("refuses page pictures that are not one JPEG a page of the caller's draft, changing nothing", async () => {
    const draft = await uploadPdf('tenantAdmin', await pdfOfPages(2));
    const id = draft.body.data.id;
    const seal = await uploadImage('tenantAdmin', sealPng(40));
    const first = await uploadPage('tenantAdmin', id, 1, pageJpeg(20, 28));
    expect(first.status, first.response.body).toBe(200);
    const before = await pictureRows(id);
    expect(before).toHaveLength(1);

    const refusals: [string, Awaited<ReturnType<typeof uploadPage>>, number, string][] = [
      [
        'a PNG',
        await uploadPage('tenantAdmin', id, 2, sealPng(20), 'image/png'),
        400,
        SIGNING_TEXTS.pageImageType,
      ],
      [
        'a PDF',
        await uploadPage('tenantAdmin', id, 2, await pdfOfPages(1)),
        400,
        SIGNING_TEXTS.pageImageType,
      ],
      [
        'over 8 MB',
        await uploadPage(
          'tenantAdmin',
          id,
          2,
          Buffer.concat([pageJpeg(8, 8), Buffer.alloc(SIGNING_PAGE_MAX_BYTES)]),
        ),
        400,
        SIGNING_TEXTS.pageImageSize,
      ],
      ['too many pixels', await uploadPage('tenantAdmin', id, 2, jpegClaiming(4000, 4000)), 400, ''],
      [
        'a page beyond',
        await uploadPage('tenantAdmin', id, 3, pageJpeg(8, 8)),
        400,
        SIGNING_TEXTS.pageMissing(3),
      ],
      [
        "another's draft",
        await uploadPage('developer', id, 2, pageJpeg(8, 8)),
        404,
        SIGNING_TEXTS.documentNotFound,
      ],
    ];
    for (const [what, res, status, message] of refusals) {
      expect(res.status, what).toBe(status);
      if (message) expect(res.body.msg, what).toBe(message);
    }
    // Wrong count: one page of two has its picture.
    const short = await callAs(t, 'tenantAdmin', signingApi.sign, {
      body: {
        documentId: id,
        layout: 'a4',
        stamps: [
          { imageId: seal.body.data.id, kind: 'seal', page: 1, left: 0.1, top: 0.3, width: 0.1, height: 0.1 },
        ],
      },
    });
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe(SIGNING_TEXTS.pageImagesMissing);
    expect(await pictureRows(id)).toEqual(before);
    const row = await t.app.db
      .selectFrom('signingDocument')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.state).toBe(SIGNING_STATE.draft);

    // A second picture of a page replaces the first; a signed document takes none.
    const again = await uploadPage('tenantAdmin', id, 1, pageJpeg(20, 28));
    expect(again.body.data).toEqual({ page: 1, pageCount: 2, uploaded: 1 });
    expect(await uploadPage('tenantAdmin', id, 2, pageJpeg(20, 28))).toMatchObject({ status: 200 });
    const signed = await callAs(t, 'tenantAdmin', signingApi.sign, {
      body: {
        documentId: id,
        layout: 'a4',
        stamps: [
          { imageId: seal.body.data.id, kind: 'seal', page: 1, left: 0.1, top: 0.3, width: 0.1, height: 0.1 },
        ],
      },
    });
    expect(signed.status, signed.response.body).toBe(200);
    const late = await uploadPage('tenantAdmin', id, 1, pageJpeg(8, 8));
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(SIGNING_TEXTS.alreadySigned);
  });

  it('gives the signer a one-page signing record, and lists the document', async () => {
    const { signed, original, result } = await signedDocument();
    const record = await callAs(t, 'tenantAdmin', signingApi.record, { params: { id: signed.id } });
    expect(record.status).toBe(200);
    expect(record.response.headers['content-type']).toContain('application/pdf');
    const pages = await pdfText(record.response.rawPayload);
    expect(pages).toHaveLength(1);
    const text = (pages[0] ?? '').replace(/\s/g, '');
    expect(text).toContain('电子签章签署记录');
    expect(text).toContain('合同.pdf');
    expect(text).toContain(sha256(original));
    expect(text).toContain(sha256(result));
    expect(text).toContain('第2页');
    expect(text).toContain('骑缝章');
    expect(text).toContain('UTC+8');

    const list = await callAs(t, 'tenantAdmin', signingApi.list, { query: { currentPage: 1, pageSize: 20 } });
    expect(list.body.data.list.map((row) => row.id)).toContain(signed.id);
    const others = await callAs(t, 'tenantMember', signingApi.list, {
      query: { currentPage: 1, pageSize: 20 },
    });
    expect(others.body.data.list.map((row) => row.id)).not.toContain(signed.id);
  });

  it('keeps documents and records to their signer and operators', async () => {
    const { signed } = await signedDocument('tenantAdmin');
    for (const endpoint of [signingApi.result, signingApi.original, signingApi.record]) {
      for (const who of ['tenantMember', 'otherTenant', 'developer'] as const) {
        const res = await callAs(t, who, endpoint, { params: { id: signed.id } });
        expect(res.status, `${endpoint.path} as ${who}`).toBe(404);
      }
      expect((await callAs(t, 'operator', endpoint, { params: { id: signed.id } })).status).toBe(200);
      const visitor = await callAs(t, 'visitor', endpoint, { params: { id: signed.id } });
      expect(visitor.status).toBe(401);
      expect(visitor.body.code).toBe(TOKEN_INVALID_CODE);
    }
    // Another account's draft and pictures cannot be signed with.
    const draft = await uploadPdf('tenantAdmin', await pdfOfPages(1));
    const image = await uploadImage('developer', TINY_PNG);
    const refused = await callAs(t, 'developer', signingApi.sign, {
      body: {
        documentId: draft.body.data.id,
        stamps: [],
        crossSeal: { imageId: image.body.data.id, top: 0.5, width: 0.1 },
      },
    });
    expect(refused.status).toBe(404);
    const visitorUpload = await uploadPdf('visitor', await pdfOfPages(1));
    expect(visitorUpload.status).toBe(401);
    expect(visitorUpload.body.code).toBe(TOKEN_INVALID_CODE);
  });

  it('refuses a second signing, no stamp, and a page the document lacks', async () => {
    const draft = await uploadPdf('tenantAdmin', await pdfOfPages(2));
    const image = await uploadImage('tenantAdmin', TINY_PNG);
    const id = draft.body.data.id;
    const none = await callAs(t, 'tenantAdmin', signingApi.sign, { body: { documentId: id, stamps: [] } });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(SIGNING_TEXTS.noStamp);
    const stamp = {
      imageId: image.body.data.id,
      kind: 'seal' as const,
      left: 0.1,
      top: 0.3,
      width: 0.1,
      height: 0.1,
    };
    const beyond = await callAs(t, 'tenantAdmin', signingApi.sign, {
      body: { documentId: id, stamps: [{ ...stamp, page: 3 }] },
    });
    expect(beyond.body.msg).toBe(SIGNING_TEXTS.pageMissing(3));
    expect(
      (
        await callAs(t, 'tenantAdmin', signingApi.sign, {
          body: { documentId: id, stamps: [{ ...stamp, page: 2 }] },
        })
      ).status,
    ).toBe(200);
    const again = await callAs(t, 'tenantAdmin', signingApi.sign, {
      body: { documentId: id, stamps: [{ ...stamp, page: 1 }] },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(SIGNING_TEXTS.alreadySigned);
  });

  it('removes unsigned drafts and pictures a day old, and keeps signed documents', async () => {
    const { signed } = await signedDocument('developer');
    const draft = await uploadPdf('developer', await pdfOfPages(1));
    const image = await uploadImage('developer', TINY_PNG);
    expect((await uploadPage('developer', draft.body.data.id, 1, pageJpeg(10, 14))).status).toBe(200);
    expect(await removeStaleSigningUploads(t.app.db, t.app.files, new Date())).toBe(0);
    const removed = await removeStaleSigningUploads(
      t.app.db,
      t.app.files,
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(removed).toBeGreaterThanOrEqual(3);
    expect(await pictureRows(draft.body.data.id)).toEqual([]);
    const left = await t.app.db
      .selectFrom('signingDocument')
      .select('id')
      .where('id', 'in', [signed.id, draft.body.data.id])
      .execute();
    expect(left.map((row) => row.id)).toContain(signed.id);
    expect(left.map((row) => row.id)).not.toContain(draft.body.data.id);
    const gone = await callAs(t, 'developer', signingApi.sign, {
      body: {
        documentId: draft.body.data.id,
        stamps: [],
        crossSeal: { imageId: image.body.data.id, top: 0.5, width: 0.1 },
      },
    });
    expect(gone.status).toBe(404);
    expect((await callAs(t, 'developer', signingApi.result, { params: { id: signed.id } })).status).toBe(200);
  });

  it('answers every bad file with a clear Chinese message, in time', async () => {
    const cases: [string, Buffer, string][] = [
      ['a picture renamed .pdf', sealPng(20), SIGNING_TEXTS.pdfType],
      ['a corrupt PDF', corruptPdf(), SIGNING_TEXTS.pdfBroken],
      ['an encrypted PDF', await encryptedPdf(), SIGNING_TEXTS.pdfEncrypted],
      ['a 0-byte file', Buffer.alloc(0), SIGNING_TEXTS.pdfEmpty],
      ['a 500-page PDF', await pdfOfPages(500), SIGNING_TEXTS.pdfTooManyPages],
      [
        'a PDF over 10 MB',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10)]),
        SIGNING_TEXTS.pdfSize,
      ],
    ];
    for (const [what, content, message] of cases) {
      const started = performance.now();
      const res = await uploadPdf('tenantAdmin', content, 'bad.pdf');
      expect(res.status, what).toBe(400);
      expect(res.body.msg, what).toBe(message);
      expect(performance.now() - started, what).toBeLessThan(8000);
    }
    const notImage = await uploadImage('tenantAdmin', await pdfOfPages(1), 'seal.png');
    expect(notImage.body.msg).toBe(SIGNING_TEXTS.imageType);
    const bigImage = await uploadImage(
      'tenantAdmin',
      Buffer.concat([sealPng(10), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(bigImage.body.msg).toBe(SIGNING_TEXTS.imageSize);
    const notPdf = await verify(TINY_PNG);
    expect(notPdf.body.msg).toBe(SIGNING_TEXTS.pdfType);
  });
});

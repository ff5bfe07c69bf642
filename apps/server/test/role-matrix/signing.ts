import { signingApi } from '@portal/shared/signing';
import { callAs } from '../support/call.ts';
import { freshAddress, multipartBody } from '../support/http.ts';
import type { MatrixContext } from '../support/matrix-context.ts';
import type { RoleName } from '../support/roles.ts';
import { pageJpeg, pdfOfPages, sealPng } from '../support/signing-pdfs.ts';
import { A, CERTIFIED, D, EVERYONE, H, type MatrixRow, row } from './rows.ts';

/** The signer and operators; to the other certified callers the first administrator's document does not exist. */
const SIGNER_OR_OPERATOR = [D, A, H, H, D, H, A] as const;

function upload(content: Buffer, filename: string, type: string) {
  return {
    ...multipartBody([{ name: 'file', value: content, filename, type }]),
    remoteAddress: freshAddress(),
  };
}

/** Who makes a sample's draft and pictures: the caller, or the first administrator for a refused caller. */
const ownerOf = (role: RoleName) => (role === 'visitor' || role === 'uncertified' ? 'tenantAdmin' : role);

async function uploaded(ctx: MatrixContext, role: RoleName) {
  const token = ctx.token(ownerOf(role)) as string;
  const draft = await callAs(
    { app: ctx.app },
    { token },
    signingApi.uploadDocument,
    {},
    upload(await pdfOfPages(2), '样例.pdf', 'application/pdf'),
  );
  const image = await callAs(
    { app: ctx.app },
    { token },
    signingApi.uploadImage,
    {},
    upload(sealPng(40), 'seal.png', 'image/png'),
  );
  if (draft.status !== 200 || image.status !== 200)
    throw new Error(`signing setup: ${draft.response.body} ${image.response.body}`);
  return { documentId: draft.body.data.id, imageId: image.body.data.id };
}

/** A document the first tenant's administrator signed (one per matrix context: reading consumes nothing). */
const signedOnce = new WeakMap<MatrixContext, Promise<number>>();
function signedByAdmin(ctx: MatrixContext): Promise<number> {
  let id = signedOnce.get(ctx);
  if (!id) {
    id = (async () => {
      const { documentId, imageId } = await uploaded(ctx, 'tenantAdmin');
      const signed = await ctx.call('tenantAdmin', signingApi.sign, {
        body: {
          documentId,
          stamps: [{ imageId, kind: 'seal', page: 1, left: 0.1, top: 0.3, width: 0.2, height: 0.15 }],
        },
      });
      return signed.id;
    })();
    signedOnce.set(ctx, id);
  }
  return id;
}

/** The role-matrix rows of the signature and seal tool. */
export const SIGNING_ROWS: MatrixRow[] = [
  row(signingApi.uploadDocument, CERTIFIED, async () => ({
    input: {},
    ...upload(await pdfOfPages(1), '合同.pdf', 'application/pdf'),
  })),
  row(signingApi.uploadImage, CERTIFIED, () => ({
    input: {},
    ...upload(sealPng(30), 'seal.png', 'image/png'),
  })),
  row(signingApi.uploadPage, CERTIFIED, async (ctx, role) => {
    const { documentId } = await uploaded(ctx, role);
    return {
      input: { params: { id: documentId, page: 1 } },
      ...upload(pageJpeg(20, 28), 'page-1.jpg', 'image/jpeg'),
    };
  }),
  row(signingApi.sign, CERTIFIED, async (ctx, role) => {
    const { documentId, imageId } = await uploaded(ctx, role);
    return { input: { body: { documentId, stamps: [], crossSeal: { imageId, top: 0.5, width: 0.15 } } } };
  }),
  row(signingApi.list, CERTIFIED, () => ({ input: { query: { currentPage: 1, pageSize: 20 } } })),
  row(signingApi.result, SIGNER_OR_OPERATOR, async (ctx) => ({
    input: { params: { id: await signedByAdmin(ctx) } },
  })),
  row(signingApi.original, SIGNER_OR_OPERATOR, async (ctx) => ({
    input: { params: { id: await signedByAdmin(ctx) } },
  })),
  row(signingApi.record, SIGNER_OR_OPERATOR, async (ctx) => ({
    input: { params: { id: await signedByAdmin(ctx) } },
  })),
  row(signingApi.verify, EVERYONE, async () => ({
    input: {},
    ...upload(await pdfOfPages(1), 'check.pdf', 'application/pdf'),
  })),
];

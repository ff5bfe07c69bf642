import { chinaTimestamp } from '@portal/shared/format';
import { type SignedDocument, type SignRequest, signedFileName, signingApi } from '@portal/shared/signing';
import { call, download, upload } from '../../shared/api/call';

export function uploadDocument(file: File, onProgress: (percent: number) => void) {
  return upload(signingApi.uploadDocument, file, {}, { onProgress });
}

export function uploadImage(file: Blob, onProgress?: (percent: number) => void) {
  return upload(signingApi.uploadImage, file, {}, onProgress ? { onProgress } : {});
}

/** One page's picture for the A4 output (a JPEG drawn in the browser). */
export function uploadPagePicture(documentId: number, page: number, picture: Blob) {
  return upload(signingApi.uploadPage, picture, { params: { id: documentId, page } });
}

export function signDocument(body: SignRequest) {
  return call(signingApi.sign, { body });
}

export function verifyPdf(file: File, onProgress: (percent: number) => void) {
  return upload(signingApi.verify, file, {}, { onProgress });
}

/** Saves a blob under a name, as a link's download does. */
export function saveAs(fileName: string, content: Blob) {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The signed PDF, saved under its timestamp name (原名-签章-20261129153000.pdf, China time). */
export async function downloadSigned(document: Pick<SignedDocument, 'id' | 'name' | 'signedAt'>) {
  const content = await download(signingApi.result, { params: { id: document.id } });
  saveAs(signedFileName(document.name, chinaTimestamp(document.signedAt ?? new Date())), content);
}

export async function downloadRecord(document: Pick<SignedDocument, 'id' | 'signedAt'>) {
  const content = await download(signingApi.record, { params: { id: document.id } });
  saveAs(`签署记录-${chinaTimestamp(document.signedAt ?? new Date())}.pdf`, content);
}

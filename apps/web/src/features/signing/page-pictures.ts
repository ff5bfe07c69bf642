import { pagePictureSize, SIGNING_PAGE_JPEG_QUALITY } from '@portal/shared/signing';
import { fitOnA4 } from '@portal/shared/signing-geometry';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The A4 output's pictures (spec 002 §2.10, §9: every page an image, JPEG quality 1): each page
 * drawn with pdf.js as a reader shows it (its /Rotate applied), at SIGNING_PAGE_DPI of the box it
 * takes fitted on A4, encoded as `image/jpeg` at quality 1 and handed to `send` one at a time
 * (only one page's canvas is alive at once).
 */
export async function sendPagePictures(
  data: Blob,
  send: (page: number, picture: Blob) => Promise<unknown>,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const task = pdfjs.getDocument({ data: new Uint8Array(await data.arrayBuffer()), isEvalSupported: false });
  try {
    const document = await task.promise;
    const total = document.numPages;
    onProgress(0, total);
    for (let number = 1; number <= total; number += 1) {
      const page = await document.getPage(number);
      const shown = page.getViewport({ scale: 1 });
      const fit = fitOnA4(shown);
      const size = pagePictureSize({ width: shown.width * fit.scale, height: shown.height * fit.scale });
      const viewport = page.getViewport({ scale: size.width / shown.width });
      const canvas = window.document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      await page.render({ canvas, viewport, background: '#ffffff' }).promise;
      const picture = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('page picture failed'))),
          'image/jpeg',
          SIGNING_PAGE_JPEG_QUALITY,
        ),
      );
      canvas.width = 0;
      canvas.height = 0;
      page.cleanup();
      await send(number, picture);
      onProgress(number, total);
    }
  } finally {
    await task.destroy();
  }
}

import { Button, Space, Spin } from 'antd';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import './pdf.css';

/** Zoom steps of the viewer (1 = the page's width in CSS pixels at 96 dpi). */
const ZOOMS = [0.6, 0.8, 1, 1.25, 1.5, 2, 3];

interface PdfViewerProps {
  /** The PDF's bytes. */
  data: Blob;
  /** The document's name, for the pages' accessible names. */
  title: string;
}

/**
 * Shows a PDF in the page with pdf.js (DESIGN.md): every page drawn to a canvas, with zoom.
 * pdf.js (about 400 KB) is loaded with this component only, never with the first screen.
 */
export function PdfViewer({ data, title }: PdfViewerProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(2);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [pages, setPages] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      // No eval (the CSP has none) and no font or map downloads: the forms embed their fonts.
      const task = pdfjs.getDocument({
        data: new Uint8Array(await data.arrayBuffer()),
        isEvalSupported: false,
      });
      destroy = () => void task.destroy();
      const document = await task.promise;
      if (cancelled || !holder.current) return;
      holder.current.replaceChildren();
      const ratio = window.devicePixelRatio || 1;
      const width = holder.current.clientWidth || 600;
      for (let number = 1; number <= document.numPages; number += 1) {
        const page = await document.getPage(number);
        const base = page.getViewport({ scale: 1 });
        // Zoom 1 fits the width of the viewer; each step scales from there.
        const scale = (width / base.width) * (ZOOMS[zoom] ?? 1);
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = window.document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${title} 第 ${number} 页`);
        if (cancelled || !holder.current) return;
        holder.current.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) {
        setPages(document.numPages);
        setState('ready');
      }
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [data, zoom, title]);

  return (
    <div className="pdf-viewer">
      <Space className="pdf-viewer__bar" wrap>
        <Button
          size="small"
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={zoom === 0}
          aria-label="缩小"
        >
          －
        </Button>
        <span aria-live="polite">{Math.round((ZOOMS[zoom] ?? 1) * 100)}%</span>
        <Button
          size="small"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
          aria-label="放大"
        >
          ＋
        </Button>
        {state === 'ready' ? <span className="pdf-viewer__pages">共 {pages} 页</span> : null}
      </Space>
      {state === 'loading' ? <Spin className="pdf-viewer__spin" /> : null}
      {state === 'failed' ? <p role="alert">PDF 加载失败，请下载后查看。</p> : null}
      <div className="pdf-viewer__pages-holder" ref={holder} />
    </div>
  );
}

import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Pixels a PDF point is drawn at when the screen is wide enough (the nominal size of the tool's widths). */
export const NOMINAL_SCALE = 1.5;

export interface PageView {
  /** 1-based. */
  number: number;
  /** The page as drawn on screen, in CSS pixels. */
  width: number;
  height: number;
  /** Screen pixels per nominal pixel (1 on a wide screen, less on a phone). */
  zoom: number;
}

interface PdfPagesProps {
  data: Blob;
  title: string;
  /** Each page's size in points (from the server's reading of the file). */
  pages: readonly { width: number; height: number }[];
  /** What lies over a page (the placed seals and signatures). */
  overlay: (view: PageView) => ReactNode;
}

/**
 * Every page of the PDF drawn with pdf.js (loaded with the tool only), each at the nominal scale
 * or narrower to fit the screen, with its overlay on top.
 */
export function PdfPages({ data, title, pages, overlay }: PdfPagesProps) {
  const holder = useRef<HTMLDivElement>(null);
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const [available, setAvailable] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const views: PageView[] = pages.map((page, index) => {
    const nominal = page.width * NOMINAL_SCALE;
    const width = available > 0 ? Math.min(nominal, available - 2) : nominal;
    return { number: index + 1, width, height: (width * page.height) / page.width, zoom: width / nominal };
  });

  useEffect(() => {
    if (available === 0) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      const task = pdfjs.getDocument({
        data: new Uint8Array(await data.arrayBuffer()),
        isEvalSupported: false,
      });
      destroy = () => void task.destroy();
      const document = await task.promise;
      const ratio = window.devicePixelRatio || 1;
      for (let number = 1; number <= document.numPages; number += 1) {
        if (cancelled) return;
        const canvas = canvases.current[number - 1];
        if (!canvas) continue;
        const page = await document.getPage(number);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (canvas.clientWidth / base.width) * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
    // Drawn again when the space changes (a turned phone, a resized window).
  }, [data, available]);

  return (
    <div className="signing-pages" ref={holder} data-state={state}>
      {state === 'failed' ? <p role="alert">PDF 预览失败，请重新上传。</p> : null}
      {views.map((view) => (
        <div
          key={view.number}
          className="signing-page"
          data-page={view.number}
          style={{ width: view.width, height: view.height }}
        >
          <canvas
            ref={(element) => {
              canvases.current[view.number - 1] = element;
            }}
            className="signing-page__canvas"
            role="img"
            aria-label={`${title} 第 ${view.number} 页`}
            style={{ width: view.width, height: view.height }}
          />
          {overlay(view)}
          <span className="signing-page__number">
            {view.number} / {views.length}
          </span>
        </div>
      ))}
    </div>
  );
}

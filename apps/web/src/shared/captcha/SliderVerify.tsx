import { CheckOutlined, DoubleRightOutlined, LoadingOutlined } from '@ant-design/icons';
import { SITE_TEXTS, SLIDER } from '@portal/shared/site';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { RequestError } from '../api/request';
import { startSlider, verifySlider } from './api';
import './captcha.css';

type Status = 'loading' | 'ready' | 'dragging' | 'checking' | 'passed' | 'unavailable';

interface Drag {
  pointerId: number;
  startX: number;
  startTime: number;
  distance: number;
  x: number;
  trail: { x: number; t: number }[];
}

/** Enough samples to show how a hand moved, never more than the server takes. */
const MAX_POINTS = 600;
const MIN_SAMPLE_MS = 8;

interface SliderVerifyProps {
  /**
   * Receives the single-use ticket the guarded submission sends, 100 ms after the server
   * accepted the drag (002 §2.12). To ask again (the ticket was used), remount the widget.
   */
  onSuccess: (ticket: string) => void;
}

/**
 * The drag-slider verification of spec 002 §2.12: a 40 px handle dragged to the far end of
 * the track. The server judges the drag (DESIGN.md: checked, not only drawn); a handle let go
 * early snaps back, a refused drag shows why and starts a new challenge.
 */
export function SliderVerify({ onSuccess }: SliderVerifyProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const challenge = useRef<string | null>(null);
  const mounted = useRef(true);
  const [status, setStatus] = useState<Status>('loading');
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const { id } = await startSlider();
      if (!mounted.current) return;
      challenge.current = id;
      setStatus('ready');
    } catch (failure) {
      if (!mounted.current) return;
      setError(failure instanceof RequestError ? failure.msg : SITE_TEXTS.sliderFailed);
      setStatus('unavailable');
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const track = trackRef.current;
    if (status !== 'ready' || !track) return;
    const distance = Math.round(track.getBoundingClientRect().width) - SLIDER.handlePx;
    if (distance <= 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startTime: performance.now(),
      distance,
      x: 0,
      trail: [{ x: 0, t: 0 }],
    };
    setError(null);
    setStatus('dragging');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const x = Math.round(Math.min(Math.max(event.clientX - current.startX, 0), current.distance));
    const t = Math.round(performance.now() - current.startTime);
    const last = current.trail[current.trail.length - 1];
    if (last && t - last.t >= MIN_SAMPLE_MS && current.trail.length < MAX_POINTS - 1)
      current.trail.push({ x, t });
    current.x = x;
    setOffset(x);
  }

  async function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    if (current.x < current.distance || !challenge.current) {
      // Let go before the end: back to the start (002 §2.12).
      setOffset(0);
      setStatus('ready');
      return;
    }
    current.trail.push({ x: current.x, t: Math.round(performance.now() - current.startTime) });
    setStatus('checking');
    try {
      const { ticket } = await verifySlider({
        id: challenge.current,
        distance: current.distance,
        trail: current.trail,
      });
      if (!mounted.current) return;
      setStatus('passed');
      setTimeout(() => {
        if (mounted.current) onSuccess(ticket);
      }, SLIDER.emitDelayMs);
    } catch (failure) {
      if (!mounted.current) return;
      setError(failure instanceof RequestError && failure.msg ? failure.msg : SITE_TEXTS.sliderFailed);
      setOffset(0);
      void load();
    }
  }

  const passed = status === 'passed';
  const text = passed
    ? SITE_TEXTS.sliderPassed
    : status === 'unavailable'
      ? (error ?? SITE_TEXTS.sliderFailed)
      : SITE_TEXTS.sliderPrompt;
  return (
    <div className="slider-verify">
      <div
        ref={trackRef}
        className="slider-verify__track"
        data-status={status}
        style={{ height: SLIDER.handlePx }}
      >
        <div
          className="slider-verify__fill"
          style={{ width: passed ? '100%' : offset + SLIDER.handlePx / 2 }}
        />
        <span className="slider-verify__text">{text}</span>
        <div
          className="slider-verify__handle"
          role="slider"
          aria-label="拖动滑块完成验证"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={passed ? 100 : 0}
          aria-disabled={status !== 'ready' && status !== 'dragging'}
          tabIndex={-1}
          style={{ width: SLIDER.handlePx, height: SLIDER.handlePx, transform: `translateX(${offset}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {passed ? (
            <CheckOutlined />
          ) : status === 'loading' || status === 'checking' ? (
            <LoadingOutlined />
          ) : (
            <DoubleRightOutlined />
          )}
        </div>
      </div>
      {error && status !== 'unavailable' ? (
        <p className="slider-verify__error" role="alert">
          {error}
        </p>
      ) : null}
      {status === 'unavailable' ? (
        <button type="button" className="slider-verify__retry" onClick={() => void load()}>
          重新加载
        </button>
      ) : null}
    </div>
  );
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scroll';

let frames: FrameRequestCallback[] = [];
const runFrame = (time: number) => {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(time);
};

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scrollToTop', () => {
  it('eases from the current position to the top over the whole duration', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToTop(800);
    runFrame(100);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1000);
    runFrame(500);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    expect(frames).toHaveLength(1);
    runFrame(900);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(frames).toHaveLength(0);
  });

  it('jumps at once when the user prefers reduced motion', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    scrollToTop(800);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(frames).toHaveLength(0);
  });

  it('stops when the user scrolls', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToTop(800);
    runFrame(0);
    window.dispatchEvent(new Event('wheel'));
    runFrame(400);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does nothing at the top already', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToTop(800);
    expect(frames).toHaveLength(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

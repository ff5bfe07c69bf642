import { TIMERS_MS } from '@portal/shared/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_STEPS, MARKET_STEPS } from './home-content';
import { StepTabs } from './StepTabs';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('StepTabs', () => {
  it('tours the seven development steps every 6 s and wraps to the first', () => {
    render(
      <StepTabs label="开发" steps={DEVELOPMENT_STEPS} icons={[]} interval={TIMERS_MS.developmentTabs} />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '项目管理',
      '轻量开发',
      '代码管理',
      '代码检查',
      '构建',
      '测试',
      '发布',
    ]);
    expect(selected()).toBe('项目管理');
    expect(screen.getByRole('tabpanel').textContent).toContain(DEVELOPMENT_STEPS[0]?.text);
    wait(5_999);
    expect(selected()).toBe('项目管理');
    wait(1);
    expect(selected()).toBe('轻量开发');
    wait(6_000 * 5);
    expect(selected()).toBe('发布');
    wait(6_000);
    expect(selected()).toBe('项目管理');
  });

  it('shows a chosen market step and resumes 1.5 s + 4 s later', () => {
    render(
      <StepTabs label="市场" steps={MARKET_STEPS} icons={[]} interval={TIMERS_MS.marketSteps} numbered />,
    );
    wait(3_000);
    fireEvent.click(screen.getByRole('tab', { name: '进入控制台' }));
    expect(selected()).toBe('3进入控制台');
    expect(screen.getByRole('tabpanel').textContent).toContain(MARKET_STEPS[2]?.text);
    wait(1_500 + 3_999);
    expect(selected()).toBe('3进入控制台');
    wait(1);
    expect(selected()).toBe('1浏览选购');
  });
});

import { chinaDaysEnding, type DashboardDay } from '@portal/shared/dashboard';
import { describe, expect, it } from 'vitest';
import { attentionLinks, axisDay, chartOption, DASHBOARD_CHARTS, hasFigures } from './dashboard-view';

const day = (date: string, figures: Partial<Omit<DashboardDay, 'day'>> = {}): DashboardDay => ({
  day: date,
  registrations: 0,
  subscriptions: 0,
  orders: 0,
  microserviceCalls: 0,
  ...figures,
});

describe('the 工作台 as data', () => {
  it('links each count to its screen with the filter of what it counts', () => {
    const links = attentionLinks({
      certifications: 2,
      supplyEntries: 0,
      unpaidOrders: 5,
      unreadMessages: 1,
      developerSubmissions: 4,
    });
    expect(links.map((link) => [link.label, link.count, link.to])).toEqual([
      ['待审核认证', 2, '/system/review?status=1'],
      ['待审核供需', 0, '/system/supplyModeration?state=0'],
      ['待确认收款订单', 5, '/system/payment'],
      ['未读留言', 1, '/system/messages?read=0'],
      ['待审核开发者提交', 4, '/system/submissions?status=0'],
    ]);
  });

  it('has 30 China days ending today, split at 16:00 UTC', () => {
    const late = chinaDaysEnding(new Date('2026-11-27T15:59:59Z'));
    expect(late).toHaveLength(30);
    expect(late.at(-1)).toBe('2026-11-27');
    expect(late[0]).toBe('2026-10-29');
    const next = chinaDaysEnding(new Date('2026-11-27T16:00:00Z'));
    expect(next.at(-1)).toBe('2026-11-28');
    // Across a month's end and a leap day, each day once, in order.
    const march = chinaDaysEnding(new Date('2028-03-01T04:00:00Z'), 3);
    expect(march).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('draws every day, a quiet one as 0, each figure as its own series', () => {
    const days = [day('2026-11-25'), day('2026-11-26', { registrations: 3, orders: 1 }), day('2026-11-27')];
    const people = DASHBOARD_CHARTS[0];
    const business = DASHBOARD_CHARTS[1];
    if (!people || !business) throw new Error('two charts');
    const option = chartOption(days, people);
    expect(option.xAxis.data).toEqual(['11-25', '11-26', '11-27']);
    expect(option.series.map((series) => [series.name, series.type, series.data])).toEqual([
      ['注册用户', 'line', [0, 3, 0]],
      ['新增订阅', 'line', [0, 0, 0]],
    ]);
    expect(
      chartOption(days, business).series.map((series) => [series.name, series.type, series.data]),
    ).toEqual([
      ['新增订单', 'bar', [0, 1, 0]],
      ['微服务调用', 'bar', [0, 0, 0]],
    ]);
    expect(option.yAxis.minInterval).toBe(1);
  });

  it('tells an empty chart from one with figures', () => {
    const quiet = [day('2026-11-26'), day('2026-11-27')];
    expect(hasFigures(quiet, ['registrations', 'subscriptions'])).toBe(false);
    expect(hasFigures([...quiet, day('2026-11-28', { microserviceCalls: 1 })], ['registrations'])).toBe(
      false,
    );
    expect(hasFigures([...quiet, day('2026-11-28', { microserviceCalls: 1 })], ['microserviceCalls'])).toBe(
      true,
    );
    expect(axisDay('2026-01-09')).toBe('01-09');
  });

  it('labels fewer days on a phone', () => {
    const people = DASHBOARD_CHARTS[0];
    if (!people) throw new Error('a chart');
    expect(chartOption([day('2026-11-27')], people, true).xAxis.axisLabel.interval).toBe(6);
    expect(chartOption([day('2026-11-27')], people, false).xAxis.axisLabel.interval).toBe('auto');
  });
});

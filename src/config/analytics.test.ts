// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterId, reportGoal, reportPageView } from './analytics';
import { METRIKA_INIT, METRIKA_TAG_URL, startAnalytics } from './metrika';

beforeEach(() => {
  delete window.ym;
  delete window.analyticsGoals;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});
afterEach(() => vi.restoreAllMocks());

const tags = () => [...document.head.querySelectorAll('script')];

describe('Yandex Metrika with VITE_ANALYTICS_ID', () => {
  it('loads tag.js as one external async script element (no inline code) and queues init in the standard ym queue', () => {
    expect(startAnalytics('98765432')).toBe(true);
    expect(tags()).toHaveLength(1);
    expect(tags()[0]).toMatchObject({ src: METRIKA_TAG_URL, async: true, text: '' });
    expect(window.ym?.a).toEqual([[98765432, 'init', METRIKA_INIT]]);
    expect(typeof window.ym?.l).toBe('number');
    startAnalytics('98765432');
    expect(tags()).toHaveLength(1);
  });

  it('sends goals and later page views to the counter, not to window.analyticsGoals', () => {
    startAnalytics('98765432');
    reportGoal('order_placed', '98765432');
    reportPageView('https://shop.test/menyu', '98765432', 'https://shop.test/');
    expect(window.ym?.a?.slice(1)).toEqual([
      [98765432, 'reachGoal', 'order_placed'],
      [98765432, 'hit', 'https://shop.test/menyu', { referer: 'https://shop.test/' }],
    ]);
    expect(window.analyticsGoals).toBeUndefined();
  });

  it('uses the ym that tag.js defined once it has arrived', () => {
    const loaded = vi.fn();
    window.ym = loaded;
    reportGoal('phone_click', '98765432');
    expect(loaded).toHaveBeenCalledWith(98765432, 'reachGoal', 'phone_click');
  });
});

describe('without a usable VITE_ANALYTICS_ID', () => {
  it('loads nothing and appends goals to window.analyticsGoals for tests', () => {
    expect(startAnalytics(undefined)).toBe(false);
    reportGoal('phone_click', undefined);
    reportPageView('https://shop.test/menyu', undefined);
    expect(tags()).toHaveLength(0);
    expect(window.ym).toBeUndefined();
    expect(window.analyticsGoals).toEqual(['phone_click']);
  });

  it('treats an id that is not a counter number as none, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startAnalytics('UA-123')).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(tags()).toHaveLength(0);
    expect([counterId('0'), counterId(' 42 '), counterId('1e5'), counterId('')]).toEqual([
      null,
      42,
      null,
      null,
    ]);
  });
});

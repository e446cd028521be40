import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent';

describe('parseUserAgent', () => {
  it.each([
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { device: 'mobile', os: 'iOS', osVersion: '17.4.1', browser: 'Safari', browserVersion: '17.4' },
    ],
    [
      'LINE in-app browser on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 Line/14.6.1/IAB',
      { device: 'mobile', os: 'Android', osVersion: '14', browser: 'LINE', browserVersion: '14.6.1' },
    ],
    [
      'desktop Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { device: 'desktop', os: 'Windows', osVersion: '10.0', browser: 'Chrome', browserVersion: '126.0.0.0' },
    ],
    [
      'Edge on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
      { device: 'desktop', os: 'macOS', osVersion: '10.15.7', browser: 'Edge', browserVersion: '126.0.2592.56' },
    ],
    [
      'iPad Firefox',
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
      { device: 'tablet', os: 'iOS', osVersion: '16.6', browser: 'Firefox', browserVersion: '125.0' },
    ],
    [
      'an empty string',
      '',
      { device: 'desktop', os: 'unknown', osVersion: 'unknown', browser: 'unknown', browserVersion: 'unknown' },
    ],
  ])('%s', (_name, ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });
});

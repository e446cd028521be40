export interface ClientInfo {
  device: 'mobile' | 'tablet' | 'desktop';
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
}

const UNKNOWN = 'unknown';

const OS_RULES: [name: string, pattern: RegExp][] = [
  ['iOS', /(?:iPhone|iPad|iPod).*?OS (\d+(?:[_.]\d+)*)/],
  ['Android', /Android (\d+(?:\.\d+)*)/],
  ['Windows', /Windows NT (\d+(?:\.\d+)*)/],
  ['ChromeOS', /CrOS \S+ (\d+(?:\.\d+)*)/],
  ['macOS', /Mac OS X (\d+(?:[_.]\d+)*)/],
  ['Linux', /Linux()/],
];

// Order matters: in-app and Chromium-based browsers also claim to be Chrome and Safari.
const BROWSER_RULES: [name: string, pattern: RegExp][] = [
  ['LINE', /\bLine\/(\d+(?:\.\d+)*)/i],
  ['Facebook', /FBAV\/(\d+(?:\.\d+)*)/],
  ['Instagram', /Instagram (\d+(?:\.\d+)*)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+(?:\.\d+)*)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+(?:\.\d+)*)/],
  ['Opera', /OPR\/(\d+(?:\.\d+)*)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)*)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+(?:\.\d+)*)/],
  ['Safari', /Version\/(\d+(?:\.\d+)*).*Safari/],
];

function firstMatch(ua: string, rules: [string, RegExp][]): [string, string] {
  for (const [name, pattern] of rules) {
    const m = pattern.exec(ua);
    if (m) return [name, (m[1] || UNKNOWN).replaceAll('_', '.')];
  }
  return [UNKNOWN, UNKNOWN];
}

/** A simple reading of navigator.userAgent for the x-os / x-browser request headers. */
export function parseUserAgent(ua: string): ClientInfo {
  const [os, osVersion] = firstMatch(ua, OS_RULES);
  const [browser, browserVersion] = firstMatch(ua, BROWSER_RULES);
  const device = /iPad|Tablet/i.test(ua) ? 'tablet' : /Mobi|iPhone|iPod|Android/i.test(ua) ? 'mobile' : 'desktop';
  return { device, os, osVersion, browser, browserVersion };
}

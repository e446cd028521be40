import type { EndpointDef } from './define';

/** Development helpers: served only in development mode. */
export const devEndpoints = {
  devOutbox: {
    method: 'GET',
    path: '/dev/outbox',
    auth: 'none',
    store: false,
    tag: 'dev',
    summary: '開發模式：已寄出的驗證碼（新到舊），可用 to 篩選手機或電子郵件',
    errors: [],
    errorArea: 'generic',
    modes: ['development'],
  },
  devLineToken: {
    method: 'POST',
    path: '/dev/lineToken',
    auth: 'none',
    store: true,
    tag: 'dev',
    summary: '開發模式：產生假 LINE ID token（只有本機的假驗證器接受）',
    errors: ['LINE_NOT_ENABLED'],
    errorArea: 'auth',
    modes: ['development'],
  },
} as const satisfies Record<string, EndpointDef>;

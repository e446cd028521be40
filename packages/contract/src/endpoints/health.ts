import type { EndpointDef } from './define';

/** Probes for a load balancer or an orchestrator: anonymous, no store. */
export const healthEndpoints = {
  health: {
    method: 'GET',
    path: '/health',
    actors: ['nobody'],
    store: false,
    tag: 'health',
    summary: '服務與資料庫狀態（同 /health/ready）',
    errors: ['SERVICE_UNAVAILABLE'],
    errorArea: 'generic',
  },
  healthLive: {
    method: 'GET',
    path: '/health/live',
    actors: ['nobody'],
    store: false,
    tag: 'health',
    summary: '存活檢查：程序仍在服務（不查資料庫）',
    errors: [],
    errorArea: 'generic',
  },
  healthReady: {
    method: 'GET',
    path: '/health/ready',
    actors: ['nobody'],
    store: false,
    tag: 'health',
    summary: '就緒檢查：資料庫可連線（不可連線時 503 SERVICE_UNAVAILABLE）',
    errors: ['SERVICE_UNAVAILABLE'],
    errorArea: 'generic',
  },
} as const satisfies Record<string, EndpointDef>;

import { performanceQuery, staffPerformance } from '../performance';
import type { EndpointDef } from './define';
import type { EndpointSchemas } from './endpoint-schemas';

/** Designers' 業績 and commission (issue 40): a designer sees only her own; owners and managers everyone's. */
export const performanceEndpoints = {
  staffPerformance: {
    method: 'GET',
    path: '/staff/performance',
    actors: ['staff'],
    permission: 'read:performance:own',
    store: true,
    tag: 'staff',
    summary: '設計師業績與抽成：依付款時間計的服務、零售與儲值銷售業績及抽成（設計師只看到自己的；最多 92 天）',
    errors: [],
    errorArea: 'staff',
  },
} as const satisfies Record<string, EndpointDef>;

export const performanceSchemas = {
  staffPerformance: { query: performanceQuery, response: staffPerformance },
} satisfies Record<string, EndpointSchemas>;

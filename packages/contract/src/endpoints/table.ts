import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { backOfficeEndpoints } from './back-office';
import { bookingEndpoints } from './bookings';
import { customerEndpoints } from './customer';
import { defineEndpoints } from './define';
import { devEndpoints } from './dev';
import { formEndpoints } from './forms';
import { healthEndpoints } from './health';
import { invoiceEndpoints } from './invoices';
import { notificationEndpoints } from './notifications';
import { performanceEndpoints } from './performance';
import { retailEndpoints } from './retail';
import { staffEndpoints } from './staff';
import { staffInboxEndpoints } from './staff-inbox';
import { staffMembersEndpoints } from './staff-members';
import { staffMenuEndpoints } from './staff-menu';
import { staffWalletEndpoints } from './staff-wallet';
import { storeEndpoints } from './store';
import { walletEndpoints } from './wallet';

/**
 * Every API operation: method, path under /api, who may call it, and the failures it can answer.
 * The API registers its routes from this table (with `endpointSchemas`), the OpenAPI document is
 * generated from it, and the web calls `call(endpoints.x, ...)`. No API path is written anywhere else.
 */
export const endpoints = defineEndpoints({
  ...storeEndpoints,
  ...authEndpoints,
  ...customerEndpoints,
  ...bookingEndpoints,
  ...retailEndpoints,
  ...adminEndpoints,
  ...staffEndpoints,
  ...staffInboxEndpoints,
  ...staffMembersEndpoints,
  ...backOfficeEndpoints,
  ...performanceEndpoints,
  ...staffMenuEndpoints,
  ...staffWalletEndpoints,
  ...formEndpoints,
  ...notificationEndpoints,
  ...walletEndpoints,
  ...invoiceEndpoints,
  ...devEndpoints,
  ...healthEndpoints,
});

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';
import { renewLoginOnStart } from '#web/lib/session';

/** A new token for the stored login (the old one stops working); the same token when not due yet. */
const renewToken = (cname: string) => call(endpoints.renewToken, { cname });

/**
 * Once per page load and store, before the first call that sends the token: renews the stored
 * login when it expires within 29 days, removes an expired one. Guards await it.
 */
export const renewLoginWhenDue = (cname: string) => renewLoginOnStart(cname, renewToken);

import { customerSideEndpoints as endpoints, type SaveFormBody } from '@salon/contract';
import { call } from '#web/lib/api';

/** Saves the answers as a draft, or submits them (then the form is read-only). */
export const saveForm = (cname: string, body: SaveFormBody) => call(endpoints.saveForm, { cname, body });

import { storeCodeQuery } from '../auth';
import {
  auditPage,
  auditQuery,
  blockCustomerBody,
  customerIdParams,
  customerNotesBody,
  customerSearchQuery,
  customerSearchResult,
  designerAvatarBody,
  designerChangeBody,
  designerIdParams,
  figuresQuery,
  newDesignerBody,
  productIdParams,
  productPatchBody,
  staffCustomer,
  staffCustomerDetail,
  staffDesigner,
  staffFigures,
  staffSettings,
  staffSettingsBody,
  staffTeam,
  storeHours,
  storeHoursBody,
} from '../back-office';
import { serviceProduct } from '../menu';
import type { EndpointSchemas } from './endpoint-schemas';

/** Schemas of the back office's operations (endpoints/back-office.ts): customers, settings, menu, team, audit, figures. */
export const backOfficeSchemas = {
  staffCustomers: { query: customerSearchQuery, response: customerSearchResult },
  staffCustomerDetail: { query: storeCodeQuery, params: customerIdParams, response: staffCustomerDetail },
  staffCustomerNotes: {
    query: storeCodeQuery,
    params: customerIdParams,
    body: customerNotesBody,
    response: staffCustomer,
  },
  staffBlockCustomer: {
    query: storeCodeQuery,
    params: customerIdParams,
    body: blockCustomerBody,
    response: staffCustomer,
  },
  staffSettings: { query: storeCodeQuery, response: staffSettings },
  staffUpdateSettings: { query: storeCodeQuery, body: staffSettingsBody, response: staffSettings },
  staffUpdateProduct: {
    query: storeCodeQuery,
    params: productIdParams,
    body: productPatchBody,
    response: serviceProduct,
  },
  staffAudit: { query: auditQuery, response: auditPage },
  staffFigures: { query: figuresQuery, response: staffFigures },
  staffTeam: { query: storeCodeQuery, response: staffTeam },
  staffAddDesigner: { query: storeCodeQuery, body: newDesignerBody, response: staffDesigner },
  staffUpdateDesigner: {
    query: storeCodeQuery,
    params: designerIdParams,
    body: designerChangeBody,
    response: staffDesigner,
  },
  staffDesignerAvatar: {
    query: storeCodeQuery,
    params: designerIdParams,
    body: designerAvatarBody,
    response: staffDesigner,
  },
  staffUpdateHours: { query: storeCodeQuery, body: storeHoursBody, response: storeHours },
} satisfies Record<string, EndpointSchemas>;

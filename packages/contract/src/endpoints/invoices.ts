import { z } from 'zod';
import { storeCodeQuery } from '../auth';
import { bookingsQuery } from '../bookings';
import { invoiceSettings, invoiceSettingsBody, savedInvoiceChoice, staffInvoice, staffInvoicesQuery } from '../invoice';
import type { EndpointDef } from './define';
import type { EndpointSchemas } from './endpoint-schemas';

/**
 * Taiwan e-invoices (issue 41): the store's invoices by day (whoever takes money), its provider
 * settings (the owner), and the customer's remembered carrier, tax ID or donation code.
 */
export const invoiceEndpoints = {
  staffInvoices: {
    method: 'GET',
    path: '/staff/invoices',
    actors: ['staff'],
    permission: 'take:payment:any',
    store: true,
    tag: 'staff',
    summary: '電子發票：期間內開立、作廢、折讓或開立失敗的發票（號碼、金額、載具或統一編號、狀態）',
    errors: [],
    errorArea: 'staff',
  },
  staffInvoiceSettings: {
    method: 'GET',
    path: '/staff/invoices/settings',
    actors: ['staff'],
    permission: 'manage:settings:any',
    store: true,
    tag: 'staff',
    summary: '電子發票設定：是否開立、加值中心、商店代號、金鑰是否已設定、測試模式',
    errors: [],
    errorArea: 'staff',
  },
  staffSaveInvoiceSettings: {
    method: 'PUT',
    path: '/staff/invoices/settings',
    actors: ['staff'],
    permission: 'manage:settings:any',
    store: true,
    tag: 'staff',
    summary: '變更電子發票設定（金鑰只寫不讀）',
    errors: ['CSRF_FAILED', 'FORBIDDEN'],
    errorArea: 'staff',
  },
  myInvoiceChoice: {
    method: 'GET',
    path: '/customer/invoice',
    actors: ['customer'],
    store: true,
    tag: 'customer',
    summary: '我的發票設定：手機條碼、自然人憑證、統一編號或捐贈碼（未設定為紙本證明聯）',
    errors: [],
    errorArea: 'generic',
  },
  saveMyInvoiceChoice: {
    method: 'PUT',
    path: '/customer/invoice',
    actors: ['customer'],
    store: true,
    tag: 'customer',
    summary: '變更我的發票設定（下次結帳預設使用）',
    errors: [],
    errorArea: 'generic',
  },
} as const satisfies Record<string, EndpointDef>;

export const invoiceSchemas = {
  staffInvoices: { query: staffInvoicesQuery, response: z.array(staffInvoice) },
  staffInvoiceSettings: { query: storeCodeQuery, response: invoiceSettings },
  staffSaveInvoiceSettings: { query: storeCodeQuery, body: invoiceSettingsBody, response: invoiceSettings },
  myInvoiceChoice: { query: bookingsQuery, response: savedInvoiceChoice },
  saveMyInvoiceChoice: { query: bookingsQuery, body: savedInvoiceChoice, response: savedInvoiceChoice },
} satisfies Record<string, EndpointSchemas>;

import { type EndpointDef, NOBODY_OR_CUSTOMER } from './define';

/** Forms the store asks customers to fill in and sign, and the message page. */
export const formEndpoints = {
  formDetail: {
    method: 'GET',
    path: '/form/:formId',
    actors: ['customer'],
    store: true,
    tag: 'forms',
    summary: '表單內容與已存的答案（僅限本人登入；他人的表單為查無）',
    errors: ['FORM_NOT_FOUND', 'RATE_LIMITED'],
    errorArea: 'generic',
  },
  saveForm: {
    method: 'PUT',
    path: '/form',
    actors: ['customer'],
    store: true,
    tag: 'forms',
    summary: '儲存表單草稿或送出（送出後不可修改；每個欄位的錯誤逐一列出）',
    errors: ['FORM_NOT_FOUND', 'FORM_ALREADY_SUBMITTED'],
    errorArea: 'generic',
  },
  uploadSignature: {
    method: 'POST',
    path: '/form/signatureUpload',
    actors: ['customer'],
    store: true,
    tag: 'forms',
    summary: '上傳簽名（PNG，最大 1 MB）',
    errors: ['FORM_NOT_FOUND', 'FORM_ALREADY_SUBMITTED', 'SIGNATURE_NOT_PNG', 'SIGNATURE_TOO_LARGE'],
    errorArea: 'generic',
    // Base64 of a PNG up to 1 MB, and a little more so the size check can name the problem.
    upload: { field: 'image', bodyLimit: 1_600_000 },
  },
  formView: {
    method: 'GET',
    path: '/form/view/:formId',
    actors: ['customer'],
    store: true,
    tag: 'forms',
    summary: '已送出表單的唯讀內容（含簽名，僅限本人；他人的表單為查無）',
    errors: ['FORM_NOT_FOUND', 'FORM_NOT_SUBMITTED'],
    errorArea: 'generic',
  },
  messages: {
    method: 'GET',
    path: '/customer/messages',
    actors: NOBODY_OR_CUSTOMER,
    store: true,
    tag: 'forms',
    summary: '訊息：店家公告與注意事項、待填寫的表單（新的在前）',
    errors: [],
    errorArea: 'generic',
  },
} as const satisfies Record<string, EndpointDef>;

import type { EndpointDef } from './define';

const staffMenuOp = {
  actors: ['staff'],
  permission: 'manage:menu:any',
  store: true,
  tag: 'staff',
  errorArea: 'staff',
} as const;

/**
 * The staff's menu and retail editors (issue 24.1): categories, services with their sub-items and
 * designers, retail items and their stock. Owners only (manage:menu:any); every write is audited.
 */
export const staffMenuEndpoints = {
  staffMenu: {
    ...staffMenuOp,
    method: 'GET',
    path: '/staff/menu',
    summary: '菜單（含隱藏與封存的服務）與分類、設計師',
    errors: [],
  },
  staffCreateCategory: {
    ...staffMenuOp,
    method: 'POST',
    path: '/staff/categories',
    summary: '新增分類（服務或商品）',
    errors: ['MENU_ID_EXISTS', 'CSRF_FAILED'],
  },
  staffUpdateCategory: {
    ...staffMenuOp,
    method: 'PATCH',
    path: '/staff/categories/:categoryId',
    summary: '分類改名，或改變分類內的項目與順序',
    errors: ['MENU_ITEM_NOT_FOUND', 'CSRF_FAILED'],
  },
  staffOrderCategories: {
    ...staffMenuOp,
    method: 'PUT',
    path: '/staff/categories/order',
    summary: '分類排序：同一種類的每個分類各一次',
    errors: ['CSRF_FAILED'],
  },
  staffCreateService: {
    ...staffMenuOp,
    method: 'POST',
    path: '/staff/services',
    summary: '新增服務（子項目、設計師價格與時長、性別限制、隱藏）：顧客端菜單立即更新',
    errors: ['MENU_ID_EXISTS', 'MENU_ITEM_NOT_FOUND', 'CSRF_FAILED'],
  },
  staffUpdateService: {
    ...staffMenuOp,
    method: 'PUT',
    path: '/staff/services/:productId',
    summary: '修改服務的全部欄位（子項目與設計師設定整組替換）；封存後顧客看不到，歷史預約保留',
    errors: ['PRODUCT_NOT_EXISTS', 'CSRF_FAILED'],
  },
  staffRetail: {
    ...staffMenuOp,
    method: 'GET',
    path: '/staff/retail',
    summary: '零售商品（含隱藏與封存）與庫存',
    errors: [],
  },
  staffCreateRetailItem: {
    ...staffMenuOp,
    method: 'POST',
    path: '/staff/retail-items',
    summary: '新增零售商品（價格、初始庫存、隱藏）',
    errors: ['MENU_ID_EXISTS', 'MENU_ITEM_NOT_FOUND', 'CSRF_FAILED'],
  },
  staffUpdateRetailItem: {
    ...staffMenuOp,
    method: 'PUT',
    path: '/staff/retail-items/:itemId',
    summary: '修改零售商品（名稱、說明、價格、隱藏、封存）；庫存只能以調整變更',
    errors: ['MENU_ITEM_NOT_FOUND', 'CSRF_FAILED'],
  },
  staffAdjustStock: {
    ...staffMenuOp,
    method: 'POST',
    path: '/staff/retail-items/:itemId/stock',
    summary: '調整庫存（增減數量與原因，記錄操作人員）；庫存不會小於 0，與顧客下單同時進行也不會超賣',
    errors: ['MENU_ITEM_NOT_FOUND', 'STOCK_BELOW_ZERO', 'CSRF_FAILED'],
  },
  staffStockAdjustments: {
    ...staffMenuOp,
    method: 'GET',
    path: '/staff/retail-items/:itemId/stock',
    summary: '庫存調整紀錄（最新在前）',
    errors: ['MENU_ITEM_NOT_FOUND'],
  },
} as const satisfies Record<string, EndpointDef>;

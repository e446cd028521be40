import { storeCodeQuery } from '../auth';
import { productIdParams } from '../back-office';
import {
  categoryChangeBody,
  categoryIdParams,
  categoryOrderBody,
  itemIdParams,
  newCategoryBody,
  newRetailItemBody,
  newServiceBody,
  retailItemBody,
  serviceBody,
  staffCategory,
  staffCategoryList,
  staffMenu,
  staffRetail,
  staffRetailItem,
  staffService,
  stockAdjusted,
  stockAdjustmentBody,
  stockAdjustmentList,
} from '../staff-menu';
import type { EndpointSchemas } from './endpoint-schemas';

export const staffMenuSchemas = {
  staffMenu: { query: storeCodeQuery, response: staffMenu },
  staffCreateCategory: { query: storeCodeQuery, body: newCategoryBody, response: staffCategory },
  staffUpdateCategory: {
    query: storeCodeQuery,
    params: categoryIdParams,
    body: categoryChangeBody,
    response: staffCategory,
  },
  staffOrderCategories: { query: storeCodeQuery, body: categoryOrderBody, response: staffCategoryList },
  staffCreateService: { query: storeCodeQuery, body: newServiceBody, response: staffService },
  staffUpdateService: { query: storeCodeQuery, params: productIdParams, body: serviceBody, response: staffService },
  staffRetail: { query: storeCodeQuery, response: staffRetail },
  staffCreateRetailItem: { query: storeCodeQuery, body: newRetailItemBody, response: staffRetailItem },
  staffUpdateRetailItem: {
    query: storeCodeQuery,
    params: itemIdParams,
    body: retailItemBody,
    response: staffRetailItem,
  },
  staffAdjustStock: { query: storeCodeQuery, params: itemIdParams, body: stockAdjustmentBody, response: stockAdjusted },
  staffStockAdjustments: { query: storeCodeQuery, params: itemIdParams, response: stockAdjustmentList },
} satisfies Record<string, EndpointSchemas>;

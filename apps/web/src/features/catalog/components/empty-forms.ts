import { DEFAULT_SAC_CODE, type CategoryBody, type CreateServiceBody, type CreateSubCategoryBody } from '@autospa/contract';

export const emptyService: CreateServiceBody = {
  serviceName: '',
  description: '',
  price: '',
  time: '',
  sacCode: DEFAULT_SAC_CODE,
  depositPercent: 0,
};
export const emptyCategory: CategoryBody = { name: '' };
export const emptySubCategory: CreateSubCategoryBody = { name: '', subName: '' };

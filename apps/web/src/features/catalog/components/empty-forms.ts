import type { CategoryBody, CreateServiceBody, CreateSubCategoryBody } from '@autospa/contract';

export const emptyService: CreateServiceBody = { serviceName: '', description: '', price: '', time: '' };
export const emptyCategory: CategoryBody = { name: '' };
export const emptySubCategory: CreateSubCategoryBody = { name: '', subName: '' };

import { categoryBody, createServiceBody, createSubCategoryBody, updateSubCategoryBody } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';

// The forms check the very schemas the server uses; raw: the server receives what the Admin typed.
export const serviceResolver = zodResolver(createServiceBody, undefined, { raw: true });
export const categoryResolver = zodResolver(categoryBody, undefined, { raw: true });
export const createSubCategoryResolver = zodResolver(createSubCategoryBody, undefined, { raw: true });
export const updateSubCategoryResolver = zodResolver(updateSubCategoryBody, undefined, { raw: true });

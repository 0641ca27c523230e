import { createEmployeeBody, createUserBody, updateEmployeeBody, updateUserBody } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';

// The forms check the very schemas the server uses; raw: the server receives what the person typed.
export const createUserResolver = zodResolver(createUserBody, undefined, { raw: true });
export const createEmployeeResolver = zodResolver(createEmployeeBody, undefined, { raw: true });
export const updateUserResolver = zodResolver(updateUserBody, undefined, { raw: true });
export const updateEmployeeResolver = zodResolver(updateEmployeeBody, undefined, { raw: true });

import { z } from '@/api/zod';
import { listOf, optionalBoolean, optionalString, record } from './lenient';

export const tagSchema = record({ id: optionalString, name: optionalString, shared: optionalBoolean });
export type Tag = z.output<typeof tagSchema>;

export const tagListSchema = z.object({ tags: listOf(tagSchema) });
export type TagList = z.output<typeof tagListSchema>;

import { z } from '@/api/zod';
import { listOf, optionalBoolean, optionalString, optionalText, record } from './lenient';

export const tagSchema = record({ id: optionalString, name: optionalText, shared: optionalBoolean });
export type Tag = z.output<typeof tagSchema>;

export const tagListSchema = z.object({ tags: listOf(tagSchema) });
export type TagList = z.output<typeof tagListSchema>;

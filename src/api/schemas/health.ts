import { z } from '@/api/zod';

/** The one response whose fields the interface marks required. */
export const healthSchema = z.object({ service: z.string(), status: z.string() });
export type Health = z.output<typeof healthSchema>;

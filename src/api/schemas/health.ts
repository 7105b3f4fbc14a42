import { z } from '@/api/zod';
import { optionalString } from './lenient';

/**
 * The interface marks both fields required, but a service that answers `{"status": "degraded"}` has
 * said something worth showing: read leniently, like everything else.
 */
export const healthSchema = z.object({ service: optionalString, status: optionalString });
export type Health = z.output<typeof healthSchema>;

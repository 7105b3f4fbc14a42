import { z } from '@/api/zod';

/**
 * Every field of the interface may be missing or null. These wrappers turn both into an explicit
 * `null` (or `[]` for lists) so screens never see `undefined`, while a value of the wrong type still
 * fails decoding with the field's path.
 */
export const optionalString = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);

export const optionalBoolean = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value ?? null),
);

export function optionalObject<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value) => value ?? null),
  );
}

export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value) => value ?? []),
  );
}

/** `nextCursor`: opaque; null, empty or missing all mean "no more pages". */
export const nextCursor = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => (value ? value : null)),
);

import { z } from 'zod';

/** The envelope schema around a response's data, for validation and OpenAPI. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), msg: z.string(), data });
}

export const ZEmptyData = z.object({});

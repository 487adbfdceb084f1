import * as z from 'zod/mini';

/**
 * Ids are 32-bit integer columns (PostgreSQL `integer`): a larger number names no row, and would
 * make the database fail instead of answering "not found", so it is refused as bad input.
 */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.int().check(z.positive(), z.maximum(MAX_ID));

/** An id in a path parameter or a query string. */
export const idParamSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID));

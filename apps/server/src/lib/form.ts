import { z } from 'zod';
import { MARKET_TYPES } from '@kabuto/shared/markets';

/**
 * A form body. Fields are optional strings at this layer so that the service can apply the
 * rules in the order the customer meets them and answer each with its own catalogue message.
 */
export function form<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((value) => value ?? {}, z.object(shape));
}

export const text = () => z.string().optional();

/** The market type (`type`); `jpy` when absent (PRODUCT.md). */
export const marketType = () => z.enum(MARKET_TYPES).default('jpy');

export const typeOnly = () => form({ type: marketType() });

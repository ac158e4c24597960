import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, Env } from 'hono';
import type { ZodError } from 'zod';
import { ApiError, authError } from './errors.js';

export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'input'}: ${issue.message}`)
    .join('; ');
}

/** A router whose request-validation failures go through the app's one error shape. */
export function createRouter<E extends Env>(opts: { gotrue?: boolean } = {}) {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (result.success) return;
      const message = describeZodError(result.error);
      throw opts.gotrue
        ? authError(400, 'validation_failed', message)
        : new ApiError(400, 'validation_failed', message);
    },
  });
}

/**
 * A query checked with a synchronous parse, the same error as the routers' validators give. For hot routes: the
 * library's query validator is an async middleware costing a tenth of a cached list read. Such a route registers
 * its documented form (with the query) itself and its handler with `hide: true` and no request schema.
 */
export function validQuery<T extends z.ZodType>(schema: T, c: Context): z.output<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new ApiError(400, 'validation_failed', describeZodError(result.error));
  return result.data;
}

export const ErrorSchema = z
  .object({
    error: z.object({ message: z.string(), code: z.string() }),
  })
  .openapi('Error');

export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: `Error ${status}`, content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  );

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const bearer = [{ bearerAuth: [] }];

/** A public operation: no credentials (an explicit empty list, so the document says so rather than leaving it out). */
export const publicAccess: [] = [];

/** The owner's bearer token, or none: the query's unexpired signature is the credential. */
export const bearerOrSignedUrl: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

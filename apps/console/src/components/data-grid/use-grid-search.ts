import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';

type GridQuerySchema = z.ZodMiniObject<Record<string, z.core.$ZodType>>;

/** A change to the grid's query: a value, or undefined to drop the parameter. */
export type GridSearchChange<S extends GridQuerySchema> = Partial<
  Record<keyof z.input<S>, string | number | boolean | undefined>
>;

export interface GridSearch<S extends GridQuerySchema> {
  /** The query as the contract reads it, defaults filled in: what the grid endpoint is sent. */
  readonly query: z.output<S>;
  /** The parameters as they stand in the address (what the filter fields show). */
  readonly raw: Readonly<Record<string, string>>;
  /** Changes parameters; any change but the page's goes back to the first page. */
  readonly change: (changes: GridSearchChange<S>, options?: { replace?: boolean }) => void;
  /** Whether any parameter other than paging and order narrows the rows. */
  readonly filtered: boolean;
  /** Drops every filter, keeping the order and the page size. */
  readonly clearFilters: () => void;
}

const NOT_FILTERS = new Set(['page', 'pageSize', 'sort', 'direction']);

/**
 * OPERATOR-9: a grid's query lives in the address's search parameters, so a reload, Back and a
 * shared link show the same rows. Each parameter is read by the grid endpoint's own query schema;
 * one the schema refuses (an old link, a hand-edited address) falls back to its default alone.
 */
export function useGridSearch<S extends GridQuerySchema>(schema: S): GridSearch<S> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();

  const { query, raw } = useMemo(() => {
    const given = Object.fromEntries(new URLSearchParams(key));
    const values: Record<string, unknown> = {};
    const kept: Record<string, string> = {};
    for (const [name, field] of Object.entries(schema.shape)) {
      const read = z.safeParse(field, given[name]);
      if (read.success) {
        values[name] = read.data;
        if (given[name] !== undefined) kept[name] = given[name];
      } else {
        values[name] = z.safeParse(field, undefined).data;
      }
    }
    return { query: values as z.output<S>, raw: kept };
  }, [key, schema]);

  const change = useCallback(
    (changes: GridSearchChange<S>, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const entries = Object.entries(
            changes as Record<string, string | number | boolean | undefined>,
          );
          for (const [name, value] of entries) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (entries.some(([name]) => name !== 'page')) next.delete('page');
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );

  const filterNames = Object.keys(schema.shape).filter((name) => !NOT_FILTERS.has(name));
  const filtered = filterNames.some((name) => raw[name] !== undefined);
  const clearFilters = useCallback(() => {
    change(Object.fromEntries(filterNames.map((name) => [name, undefined])) as GridSearchChange<S>);
    // filterNames is derived from the schema, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [change, schema]);

  return { query, raw, change, filtered, clearFilters };
}

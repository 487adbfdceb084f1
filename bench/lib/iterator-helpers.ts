/**
 * Lighthouse 13 wants Node 22: some of its insight audits (weight 0: they cost no points) call the
 * iterator helpers (`map.values().find(...)`), which Node 20 lacks. Adds the few they use, only when
 * missing, so those audits run here too instead of erroring.
 */
export function addIteratorHelpers(): void {
  const proto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as Record<
    string,
    unknown
  >;
  type Iter = Iterator<unknown> & Iterable<unknown>;
  const helpers: Record<string, (this: Iter, ...args: never[]) => unknown> = {
    toArray(this: Iter) {
      return [...this];
    },
    forEach(this: Iter, fn: (value: unknown, index: number) => void) {
      let i = 0;
      for (const value of this) fn(value, i++);
    },
    some(this: Iter, fn: (value: unknown, index: number) => boolean) {
      let i = 0;
      for (const value of this) if (fn(value, i++)) return true;
      return false;
    },
    every(this: Iter, fn: (value: unknown, index: number) => boolean) {
      let i = 0;
      for (const value of this) if (!fn(value, i++)) return false;
      return true;
    },
    find(this: Iter, fn: (value: unknown, index: number) => boolean) {
      let i = 0;
      for (const value of this) if (fn(value, i++)) return value;
      return undefined;
    },
    reduce(
      this: Iter,
      fn: (acc: unknown, value: unknown, index: number) => unknown,
      ...init: never[]
    ) {
      const values = [...this];
      return init.length > 0 ? values.reduce(fn, init[0]) : values.reduce(fn);
    },
    map(this: Iter, fn: (value: unknown, index: number) => unknown) {
      return [...this].map(fn).values();
    },
    filter(this: Iter, fn: (value: unknown, index: number) => boolean) {
      return [...this].filter(fn).values();
    },
    flatMap(this: Iter, fn: (value: unknown, index: number) => Iterable<unknown>) {
      return [...this].flatMap((value, index) => [...fn(value, index)]).values();
    },
    take(this: Iter, count: number) {
      return [...this].slice(0, count).values();
    },
    drop(this: Iter, count: number) {
      return [...this].slice(count).values();
    },
  };
  for (const [name, helper] of Object.entries(helpers)) {
    if (typeof proto[name] !== 'function') {
      Object.defineProperty(proto, name, { value: helper, writable: true, configurable: true });
    }
  }
}

import fc from 'fast-check';

/** `arbitrary` in one case out of `every`, else null. */
export const oneIn = <T>(every: number, arbitrary: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: every - 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: arbitrary },
  );

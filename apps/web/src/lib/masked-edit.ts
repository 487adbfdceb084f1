export interface Mask {
  /** The characters kept from any text, in order (e.g. the phone's ten digits). */
  keep: (text: string) => string;
  /** The shown value for text already reduced by `keep`. */
  format: (kept: string) => string;
  /** Whether one character of a shown value is kept (not a separator the mask adds). */
  isKept: (char: string) => boolean;
}

export type DeleteDirection = 'backward' | 'forward' | null;

export interface MaskedEdit {
  value: string;
  caret: number;
}

/** Where the caret goes in a shown value so that `keptBefore` kept characters precede it. */
function caretAfterKept(mask: Mask, value: string, keptBefore: number): number {
  if (keptBefore <= 0) return 0;
  let count = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (mask.isKept(value.charAt(index))) count += 1;
    if (count === keptBefore) return index + 1;
  }
  return value.length;
}

/**
 * Reformats an edited value and keeps the caret next to the same kept character, so editing the
 * middle of a masked value does not send the caret to the end. Deleting only a separator (the
 * ")" of a phone) deletes the kept character beside it instead, or the key would do nothing.
 */
export function applyMask(
  mask: Mask,
  previous: string,
  raw: string,
  caret: number,
  deleting: DeleteDirection,
): MaskedEdit {
  const kept = mask.keep(raw);
  const keptBefore = Math.min(mask.keep(raw.slice(0, caret)).length, kept.length);
  const onlySeparatorDeleted =
    deleting !== null && raw.length < previous.length && kept === mask.keep(previous);
  if (!onlySeparatorDeleted) {
    const value = mask.format(kept);
    return { value, caret: caretAfterKept(mask, value, keptBefore) };
  }
  const removeAt = deleting === 'backward' ? keptBefore - 1 : keptBefore;
  if (removeAt < 0 || removeAt >= kept.length) {
    const value = mask.format(kept);
    return { value, caret: caretAfterKept(mask, value, keptBefore) };
  }
  const shortened = kept.slice(0, removeAt) + kept.slice(removeAt + 1);
  const value = mask.format(mask.keep(shortened));
  return { value, caret: caretAfterKept(mask, value, removeAt) };
}

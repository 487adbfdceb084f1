import { editDistance } from '../../../../lib/search-terms.ts';

/** A bit for each character a word holds (its code point modulo 32). */
function characterMask(word: string): number {
  let mask = 0;
  for (const character of word) mask |= 1 << ((character.codePointAt(0) ?? 0) % 32);
  return mask >>> 0;
}

function bitsSet(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/**
 * How many words one search may still measure against its typed words. A typed word of one
 * repeated character (`eeeeeeee`, or a non-Latin one whose characters share the bits of common
 * letters) passes both quick filters for nearly every word: measuring 100,000 of them cost 60
 * times a normal search (issue 27 finding 10), while a real typo measures a handful.
 */
export interface MeasureBudget {
  left: number;
}

/**
 * Every word of the search index, in the index's order, with what lets a typo search pass over
 * most of them without measuring: their lengths, and which characters they hold. Each character
 * of the typed word that a word lacks costs at least one edit, so a word lacking more of them
 * than the typos allowed is passed over (at 100,000 merchants the vocabulary is about 90,000
 * words, and measuring each took longer than reading them).
 */
export class SearchVocabulary {
  private readonly masks: Uint32Array;

  constructor(private readonly words: readonly string[]) {
    this.masks = Uint32Array.from(words, characterMask);
  }

  /**
   * Words other than `term` within `allowed` edits of it, the first `max` in the index's order;
   * the scan stops when the budget has no measure left.
   */
  near(
    term: string,
    allowed: number,
    max: number,
    budget: MeasureBudget = { left: Infinity },
  ): string[] {
    const termMask = characterMask(term);
    const found: string[] = [];
    for (let index = 0; index < this.words.length && found.length < max; index += 1) {
      const word = this.words[index] ?? '';
      if (Math.abs(word.length - term.length) > allowed) continue;
      if (bitsSet(termMask & ~(this.masks[index] ?? 0)) > allowed) continue;
      if (budget.left <= 0) break;
      budget.left -= 1;
      if (word !== term && editDistance(term, word, allowed) <= allowed) found.push(word);
    }
    return found;
  }
}

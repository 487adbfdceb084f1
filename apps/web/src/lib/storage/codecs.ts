/** How a value is written as text. */
export interface Codec {
  encode: (value: unknown) => string;
  /** The text back as a value for the key's schema to check; may throw on broken text. */
  decode: (text: string) => unknown;
}

export const jsonCodec: Codec = {
  encode: (value) => JSON.stringify(value),
  decode: (text) => JSON.parse(text) as unknown,
};

/** The value itself as text: flags and days, written so before values were JSON. */
export const plainCodec: Codec = {
  encode: (value) => String(value),
  decode: (text) => text,
};

/** A number as its digits, or a word such as 'subscribe' as itself. */
export const numberOrWordCodec: Codec = {
  encode: (value) => String(value),
  decode: (text) => (/^[a-z]+$/i.test(text) || text.trim() === '' ? text : Number(text)),
};

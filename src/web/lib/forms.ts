import { z } from "zod";

/**
 * The one rule for number inputs, in every form: the text is trimmed; an empty input means "not set"
 * (null); anything else is read as a number, NaN when unreadable. Whether "not set" is allowed is the
 * field schema's decision: a nullable schema keeps null (e.g. an unknown wage), any other reports the
 * field as required. Nothing is rounded or replaced by a fallback.
 */
export function readNumberInput(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** What a number input shows for a stored value: null (not set) is an empty input. */
export function numberInputText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

/**
 * A number input's text, read with `readNumberInput` and checked with a domain field schema. The form
 * holds the text; its output is the schema's value. Every failure (empty when required, unreadable, out
 * of range) reads as `message`, the one hint the user needs to fix it.
 */
export function numberInput<T extends z.ZodType<number | null>>(schema: T, message: string) {
  return z.string().transform((text, ctx): z.output<T> => {
    const result = schema.safeParse(readNumberInput(text));
    if (result.success) return result.data;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

/**
 * The one exception of docs/product.md, Validation, the employee's whole-number fields (desired weekly hours,
 * max consecutive days): "parsed as integers, falling back to 0": "12.7" is 12, an empty or unreadable input
 * is 0. The result is then checked with the domain field schema like any other number (0 consecutive days is
 * an error there).
 */
export function readIntegerInput(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isNaN(n) ? 0 : n;
}

export function integerInput<T extends z.ZodType<number>>(schema: T, message: string) {
  return z.string().transform((text, ctx): z.output<T> => {
    const result = schema.safeParse(readIntegerInput(text));
    if (result.success) return result.data;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

/** A text input whose empty value means "not set": "" → null, else the trimmed text. */
export function optionalText<T extends z.ZodType<string | null, string | null>>(schema: T) {
  return z
    .string()
    .transform((text) => (text.trim() === "" ? null : text.trim()))
    .pipe(schema);
}

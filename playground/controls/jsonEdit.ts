/** Small edits of a JSON text that keep the operator's formatting (jsonc-parser modify). */
import { applyEdits, modify, parse, type ParseError } from 'jsonc-parser';

/** The text as an object, or undefined when it is not a JSON object. */
export function parseObject(text: string): Record<string, unknown> | undefined {
  const errors: ParseError[] = [];
  const v = parse(text, errors, { disallowComments: true, allowTrailingComma: false }) as unknown;
  if (errors.length || !v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  return v as Record<string, unknown>;
}

/**
 * Set properties of the top-level object of a JSON text; `undefined` removes a property.
 * Returns undefined when the text is not a JSON object (the caller says why).
 */
export function setProperties(text: string, values: Record<string, unknown>): string | undefined {
  if (!parseObject(text)) return undefined;
  let out = text;
  for (const [key, value] of Object.entries(values)) {
    const edits = modify(out, [key], value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } });
    out = applyEdits(out, edits);
  }
  return out;
}

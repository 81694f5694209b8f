/**
 * ajv errors -> {pointer, message}, as engine/validation's fromAjvErrors does; kept here so that the
 * linter's node fallback (no generated validators yet) does not need engine/validation.
 */
import type { LintValidationError } from './types';
import { escapePointerSegment } from './positions';

interface AjvLikeError {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

export function fromAjvErrorsLocal(errors: readonly AjvLikeError[] | null | undefined): LintValidationError[] {
  if (!errors) return [];
  return errors.map((e) => {
    let pointer = e.instancePath;
    let message = e.message ?? e.keyword;
    if (e.keyword === 'required' && typeof e.params?.missingProperty === 'string') {
      message = `must have required property '${e.params.missingProperty}'`;
    } else if (e.keyword === 'additionalProperties' && typeof e.params?.additionalProperty === 'string') {
      pointer = `${pointer}/${escapePointerSegment(e.params.additionalProperty)}`;
      message = `unknown property '${e.params.additionalProperty}'`;
    } else if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues)) {
      message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    return { pointer, message, keyword: e.keyword };
  });
}

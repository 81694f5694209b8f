/** Source positions: parsing with jsonc-parser, JSON pointers, offsets -> line:column. */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface Position {
  line: number;
  column: number;
}

/** Maps offsets of one text to 1-based line and column. */
export class LineMap {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 /* \n */) this.starts.push(i + 1);
      else if (c === 13 /* \r */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      }
    }
  }

  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.starts[lo] + 1 };
  }
}

export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + escapePointerSegment(String(s))).join('');
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '#') return [];
  const p = pointer.startsWith('#') ? decodeURIComponent(pointer.slice(1)) : pointer;
  return p
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property node (key + value) of `key` in an object node; the last one wins, as in JSON.parse. */
export function propertyNode(obj: Node, key: string): Node | undefined {
  if (obj.type !== 'object' || !obj.children) return undefined;
  for (let i = obj.children.length - 1; i >= 0; i--) {
    const prop = obj.children[i];
    const k = prop.children?.[0];
    if (k && k.value === key) return prop;
  }
  return undefined;
}

/** The value node of `key` in an object node. */
export function childValue(obj: Node | undefined, key: string): Node | undefined {
  if (!obj) return undefined;
  return propertyNode(obj, key)?.children?.[1];
}

export interface PointerTarget {
  /** The deepest node found along the pointer. */
  node: Node;
  /** The pointer of `node` (a prefix of the requested pointer when not all of it exists). */
  pointer: string;
  /** Whether the whole pointer resolved. */
  exact: boolean;
  /** When the last step was an object property: that property's key node. */
  keyNode?: Node;
}

/** Walks a JSON pointer down the parse tree, stopping at the deepest existing node. */
export function resolvePointer(root: Node, pointer: string): PointerTarget {
  const segments = parsePointer(pointer);
  let node = root;
  let keyNode: Node | undefined;
  const done: string[] = [];
  for (const seg of segments) {
    let next: Node | undefined;
    let nextKey: Node | undefined;
    if (node.type === 'object') {
      const prop = propertyNode(node, seg);
      next = prop?.children?.[1];
      nextKey = prop?.children?.[0];
    } else if (node.type === 'array' && /^(0|[1-9]\d*)$/.test(seg)) {
      next = node.children?.[Number(seg)];
      nextKey = undefined;
    }
    if (!next) return { node, pointer: pointerOf(done), exact: false, keyNode };
    node = next;
    keyNode = nextKey;
    done.push(seg);
  }
  return { node, pointer: pointerOf(done), exact: true, keyNode };
}

const PARSE_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'invalid symbol',
  InvalidNumberFormat: 'invalid number format',
  PropertyNameExpected: 'property name expected',
  ValueExpected: 'value expected',
  ColonExpected: 'colon expected',
  CommaExpected: 'comma expected',
  CloseBraceExpected: 'closing brace expected',
  CloseBracketExpected: 'closing bracket expected',
  EndOfFileExpected: 'end of file expected',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string',
};

export interface SyntaxProblem {
  offset: number;
  message: string;
}

export interface ParsedJson {
  root: Node | undefined;
  /** The first syntax error (later ones are mostly consequences of it), if any. */
  syntax: SyntaxProblem | undefined;
}

/** Parses strict JSON (no comments, no trailing commas) keeping node offsets. */
export function parseJson(text: string): ParsedJson {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length === 0) return { root, syntax: undefined };
  const first = errors.reduce((a, b) => (b.offset < a.offset ? b : a));
  return { root, syntax: describeParseError(text, first) };
}

function describeParseError(text: string, e: ParseError): SyntaxProblem {
  const ch = text[e.offset];
  const code = printParseErrorCode(e.error);
  if (
    (code === 'PropertyNameExpected' || code === 'ValueExpected') &&
    (ch === '}' || ch === ']')
  ) {
    let i = e.offset - 1;
    while (i >= 0 && /\s/.test(text[i])) i--;
    if (text[i] === ',') return { offset: i, message: 'JSON syntax error: trailing comma' };
  }
  if (code === 'ValueExpected' && e.offset >= text.length) {
    return { offset: e.offset, message: text.trim() === '' ? 'JSON syntax error: empty file' : 'JSON syntax error: unexpected end of file' };
  }
  if (code === 'InvalidSymbol' && ch === "'") {
    return { offset: e.offset, message: 'JSON syntax error: strings must use double quotes' };
  }
  const what = PARSE_MESSAGES[code] ?? code;
  return { offset: e.offset, message: `JSON syntax error: ${what}` };
}

/** Duplicate keys in any object (JSON.parse silently keeps the last one). */
export function duplicateKeys(root: Node | undefined): { keyNode: Node; pointer: string; key: string; firstKey: Node }[] {
  const out: { keyNode: Node; pointer: string; key: string; firstKey: Node }[] = [];
  const walk = (node: Node, path: (string | number)[]) => {
    if (node.type === 'object') {
      const seen = new Map<string, Node>();
      for (const prop of node.children ?? []) {
        const k = prop.children?.[0];
        const v = prop.children?.[1];
        if (!k || typeof k.value !== 'string') continue;
        const first = seen.get(k.value);
        if (first) out.push({ keyNode: k, pointer: pointerOf([...path, k.value]), key: k.value, firstKey: first });
        else seen.set(k.value, k);
        if (v) walk(v, [...path, k.value]);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((c, i) => walk(c, [...path, i]));
    }
  };
  if (root) walk(root, []);
  return out;
}

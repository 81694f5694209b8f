/**
 * The CodeMirror 6 JSON editor. One EditorView; each document (site + part) keeps its own
 * EditorState (undo history, selection), swapped in when the operator switches parts. The store
 * holds the text: edits go to it, and outside changes (navStyle or theme switch, reset) come back.
 */
import { useEffect, useRef, type MutableRefObject } from 'react';
import { css } from '@emotion/react';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { linter, type Diagnostic } from '@codemirror/lint';
import { baseExtensions } from './cmSetup';
import type { PartIssue } from './lintPart';

export interface EditorHandle {
  /** Put the cursor at `offset`, scroll it into view and focus the editor. */
  goTo(offset: number): void;
  focus(): void;
}

export interface JsonEditorProps {
  /** Identity of the document (site + part); a new key swaps the editor state. */
  stateKey: string;
  text: string;
  /** Accessible name of the editing area. */
  label: string;
  lint(text: string): PartIssue[];
  onChange(text: string): void;
  handleRef?: MutableRefObject<EditorHandle | null>;
}

const external = Annotation.define<boolean>();

const hostCss = css`
  height: 100%;
  min-height: 0;
  border: 1px solid #c9ced6;
  border-radius: 4px;
  overflow: hidden;
`;

export function toDiagnostics(issues: PartIssue[], length: number): Diagnostic[] {
  return issues.map((i) => ({
    from: Math.min(i.from, length),
    to: Math.min(Math.max(i.to, i.from), length),
    severity: i.severity,
    source: i.rule,
    message: `${i.pointer || '/'}: ${i.message}`,
  }));
}

export default function JsonEditor({ stateKey, text, label, lint, onChange, handleRef }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const currentKey = useRef('');
  const latest = useRef({ lint, onChange });
  latest.current = { lint, onChange };

  const makeState = (doc: string, name: string) =>
    EditorState.create({
      doc,
      extensions: [
        baseExtensions(),
        linter((v) => toDiagnostics(latest.current.lint(v.state.doc.toString()), v.state.doc.length), { delay: 200 }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged && !u.transactions.every((t) => t.annotation(external))) latest.current.onChange(u.state.doc.toString());
        }),
        EditorView.contentAttributes.of({ 'aria-label': name, 'aria-multiline': 'true', tabindex: '0' }),
      ],
    });

  // Create the view once.
  useEffect(() => {
    const v = new EditorView({ state: makeState(text, label), parent: host.current! });
    view.current = v;
    currentKey.current = stateKey;
    if (handleRef) {
      handleRef.current = {
        goTo(offset) {
          const pos = Math.max(0, Math.min(offset, v.state.doc.length));
          v.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }), userEvent: 'select' });
          v.focus();
        },
        focus: () => v.focus(),
      };
    }
    return () => {
      v.destroy();
      view.current = null;
      if (handleRef) handleRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Swap documents, and take in changes made outside the editor.
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    if (stateKey !== currentKey.current) {
      states.current.set(currentKey.current, v.state);
      v.setState(states.current.get(stateKey) ?? makeState(text, label));
      currentKey.current = stateKey;
    }
    const doc = v.state.doc.toString();
    if (doc !== text) {
      v.dispatch({ changes: { from: 0, to: doc.length, insert: text }, annotations: external.of(true) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey, text]);

  return <div ref={host} css={hostCss} data-testid="json-editor" />;
}

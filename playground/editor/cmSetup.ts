/**
 * CodeMirror 6 set-up of the JSON editor. Only the @codemirror/{state,view,language,lint,lang-json}
 * packages are installed (no @codemirror/commands), so the few commands an editor of small JSON
 * documents needs are defined here: undo/redo (text snapshots), Enter with indentation, select all.
 * Tab is left to the browser so keyboard users can leave the editor.
 */
import { Annotation, EditorSelection, EditorState, StateField, Text, Transaction, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  type Command,
} from '@codemirror/view';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { json } from '@codemirror/lang-json';
import { lintGutter, lintKeymap } from '@codemirror/lint';

interface Snapshot {
  doc: Text;
  selection: EditorSelection;
}

interface History {
  done: Snapshot[];
  undone: Snapshot[];
  lastTime: number;
}

const historyOp = Annotation.define<'undo' | 'redo'>();
const MAX_HISTORY = 200;
/** Changes closer together than this are undone as one step. */
const GROUP_MS = 600;

const history = StateField.define<History>({
  create: () => ({ done: [], undone: [], lastTime: 0 }),
  update(h, tr: Transaction) {
    const op = tr.annotation(historyOp);
    const before: Snapshot = { doc: tr.startState.doc, selection: tr.startState.selection };
    if (op === 'undo') return { done: h.done.slice(0, -1), undone: [...h.undone, before], lastTime: 0 };
    if (op === 'redo') return { done: [...h.done, before], undone: h.undone.slice(0, -1), lastTime: 0 };
    if (!tr.docChanged) return h;
    const now = Date.now();
    const grouped = now - h.lastTime < GROUP_MS && h.done.length > 0 && tr.isUserEvent('input');
    const done = grouped ? h.done : [...h.done, before].slice(-MAX_HISTORY);
    return { done, undone: [], lastTime: tr.isUserEvent('input') || tr.isUserEvent('delete') ? now : 0 };
  },
});

function restore(which: 'undo' | 'redo'): Command {
  return (view) => {
    const h = view.state.field(history);
    const target = which === 'undo' ? h.done[h.done.length - 1] : h.undone[h.undone.length - 1];
    if (!target) return false;
    const max = target.doc.length;
    const sel = EditorSelection.create(
      target.selection.ranges.map((r) => EditorSelection.range(Math.min(r.anchor, max), Math.min(r.head, max))),
      target.selection.mainIndex,
    );
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: target.doc },
      selection: sel,
      annotations: [historyOp.of(which), Transaction.userEvent.of(which)],
      scrollIntoView: true,
    });
    return true;
  };
}

/** Enter: a new line with the current indentation, one level deeper after `{` or `[`. */
const newlineAndIndent: Command = (view) => {
  const { state } = view;
  view.dispatch(
    state.changeByRange((range) => {
      const line = state.doc.lineAt(range.from);
      const indent = /^\s*/.exec(line.text)?.[0] ?? '';
      const before = state.sliceDoc(range.from - 1, range.from);
      const after = state.sliceDoc(range.to, range.to + 1);
      let insert = '\n' + indent;
      let tail = '';
      if (before === '{' || before === '[') {
        insert += '  ';
        if ((before === '{' && after === '}') || (before === '[' && after === ']')) tail = '\n' + indent;
      }
      return { changes: { from: range.from, to: range.to, insert: insert + tail }, range: EditorSelection.cursor(range.from + insert.length) };
    }),
    { scrollIntoView: true, userEvent: 'input' },
  );
  return true;
};

const selectAll: Command = (view) => {
  view.dispatch({ selection: { anchor: 0, head: view.state.doc.length }, userEvent: 'select' });
  return true;
};

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#fff' },
  '.cm-scroller': { overflow: 'auto', fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
  '.cm-content': { padding: '6px 0' },
  '&.cm-focused': { outline: '2px solid #1f5fa8', outlineOffset: '-2px' },
});

/** Everything but the linter source and the change listener (those are per editor). */
export function baseExtensions(): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    lintGutter(),
    highlightSpecialChars(),
    drawSelection(),
    EditorState.allowMultipleSelections.of(false),
    EditorState.tabSize.of(2),
    indentOnInput(),
    bracketMatching(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    highlightActiveLine(),
    history,
    json(),
    keymap.of([
      { key: 'Mod-z', run: restore('undo'), preventDefault: true },
      { key: 'Mod-y', run: restore('redo'), preventDefault: true },
      { key: 'Mod-Shift-z', run: restore('redo'), preventDefault: true },
      { key: 'Enter', run: newlineAndIndent },
      { key: 'Mod-a', run: selectAll },
      ...foldKeymap,
      ...lintKeymap,
    ]),
    theme,
  ];
}

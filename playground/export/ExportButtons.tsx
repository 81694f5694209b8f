/** Download or copy everything edited so far (see exportConfig.ts for the format). */
import { useState } from 'react';
import { css } from '@emotion/react';
import { usePlayground } from '../state/store';
import { siteIdOf } from '../api';
import { buildExport, countEdits, exportFileName } from './exportConfig';
import { buttonCss, mutedCss } from '../styles';

function currentExport() {
  const { docs, sites } = usePlayground.getState();
  const ids: Record<string, number | undefined> = {};
  for (const s of sites) ids[s.sld] = siteIdOf(s.site);
  return JSON.stringify(buildExport(docs, ids), null, 2) + '\n';
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused: fall back to a selection copy below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('the browser refused to copy');
}

export function ExportButtons() {
  const edits = usePlayground((s) => countEdits(s.docs));
  const [status, setStatus] = useState('');

  const download = () => {
    const blob = new Blob([currentExport()], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName();
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(`Downloaded ${a.download}`);
  };

  const copy = () => {
    copyText(currentExport()).then(
      () => setStatus('Copied to the clipboard'),
      (err: unknown) => setStatus(`Could not copy: ${err instanceof Error ? err.message : String(err)}`),
    );
  };

  return (
    <div
      css={css`
        display: flex;
        gap: 6px;
        align-items: center;
      `}
    >
      <span css={mutedCss} data-testid="edit-count">
        {edits === 0 ? 'No edits yet' : `${edits} edited part${edits === 1 ? '' : 's'}`}
      </span>
      <button type="button" css={buttonCss} onClick={download} disabled={edits === 0} data-testid="export-download">
        Download JSON
      </button>
      <button type="button" css={buttonCss} onClick={copy} disabled={edits === 0} data-testid="export-copy">
        Copy
      </button>
      <span role="status" aria-live="polite" css={mutedCss}>
        {status}
      </span>
    </div>
  );
}

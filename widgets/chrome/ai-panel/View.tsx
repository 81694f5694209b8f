/**
 * The AI panel (spec 1, 2.4, 4): a fixed button at the bottom right (above the back-to-top and
 * toolbar buttons) toggles a side panel holding the assistant's frame. The panel is a non-modal
 * dialog: opening moves focus to its close button, Escape or the close button shut it and focus
 * returns to the toggle. The frame is created on first opening only (no third-party load for
 * readers who never ask) and kept while the page lives, so a conversation survives closing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { aiPanelModel } from './model';

export interface AiPanelProps {
  defaultOpen?: boolean;
}

/** Panel width on wide screens; narrow screens get the full width. */
export const AI_PANEL_WIDTH = 420;

const toggleCss = css`
  position: fixed;
  right: 16px;
  bottom: 112px; /* above back-to-top (bottom 40 px, up to 56 px high) */
  z-index: 901;
  display: flex;
  align-items: center;
  gap: 6px;
  height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: 22px;
  background: ${themeVar.primary};
  color: ${themeVar.onPrimary};
  font:
    14px/1 system-ui,
    -apple-system,
    'PingFang SC',
    'Microsoft YaHei',
    sans-serif;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.2);
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${themeVar.hover};
  }
  &:focus-visible {
    outline: 3px solid ${themeVar.primary80};
    outline-offset: 2px;
  }
`;

const panelCss = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 1000;
  width: min(${AI_PANEL_WIDTH}px, 100vw);
  display: flex;
  flex-direction: column;
  background: #fff;
  box-shadow: -4px 0 20px rgba(0, 0, 0, 0.2);
  font-family:
    system-ui,
    -apple-system,
    'PingFang SC',
    'Microsoft YaHei',
    sans-serif;
  &[hidden] {
    display: none;
  }
  .bar {
    flex: 0 0 auto;
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 10px 8px 10px 16px;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  h2 {
    flex: 1 1 auto;
    margin: 0;
    font-size: 16px;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .close {
    flex: 0 0 auto;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
  }
  .close:hover,
  .close:focus-visible {
    background: rgba(255, 255, 255, 0.2);
  }
  .close:focus-visible {
    outline: 2px solid ${themeVar.onPrimary};
  }
  iframe {
    flex: 1 1 auto;
    width: 100%;
    border: 0;
  }
  .unavailable {
    margin: 24px 16px;
    color: #555;
    font-size: 14px;
    line-height: 1.7;
  }
`;

export default function AiPanel({ props }: WidgetViewProps<AiPanelProps>) {
  const { bundle, uiLang } = usePage();
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(props?.defaultOpen === true);
  const [mounted, setMounted] = useState(open);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus moves only on the reader's toggling, never on the first render.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    if (open) closeRef.current?.focus();
    else toggleRef.current?.focus();
  }, [open]);

  const m = aiPanelModel(bundle.aiqa, uiLang);
  if (!m) return null;
  const title = m.title ?? t('ai.defaultTitle');
  const set = (next: boolean) => {
    moved.current = true;
    if (next) setMounted(true);
    setOpen(next);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        css={toggleCss}
        aria-expanded={open}
        aria-controls={mounted ? id : undefined}
        title={title}
        onClick={() => set(!open)}
        data-ai-toggle=""
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4V5z" />
          <path d="M8 9h8M8 12h5" />
        </svg>
        <span>{t('ai.button')}</span>
      </button>
      {mounted && (
        <div
          id={id}
          role="dialog"
          aria-labelledby={`${id}-title`}
          css={panelCss}
          hidden={!open}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              set(false);
            }
          }}
          data-ai-panel=""
        >
          <div className="bar">
            <h2 id={`${id}-title`}>{title}</h2>
            <button ref={closeRef} type="button" className="close" aria-label={t('ai.close')} title={t('ai.close')} onClick={() => set(false)}>
              ×
            </button>
          </div>
          {/* Spec 7.5's secure parameters (generateSecureParams) are not appended yet: the frame gets the configured address. */}
          {m.frameUrl ? <iframe src={m.frameUrl} title={title} allow="clipboard-write" /> : <p className="unavailable">{t('ai.unavailable')}</p>}
        </div>
      )}
    </>
  );
}

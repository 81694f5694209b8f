/** A small accessible alert dialog (role="alertdialog"): title, message and one OK button. */
import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';

const overlay = css`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.35);
  display: flex;
  align-items: center;
  justify-content: center;
  z-index: 2000;
`;

const box = css`
  background: #fff;
  color: #222;
  width: min(360px, calc(100vw - 32px));
  border-radius: 6px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  padding: 20px 24px 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
  p {
    margin: 0 0 20px;
  }
  div {
    text-align: right;
  }
  button {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
    border: 0;
    border-radius: 4px;
    padding: 6px 20px;
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    background: ${themeVar.hover};
  }
`;

export interface AlertDialogProps {
  title: string;
  message: string;
  okLabel: string;
  onClose(): void;
}

export function AlertDialog({ title, message, okLabel, onClose }: AlertDialogProps) {
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus();
  }, []);
  return (
    <div css={overlay} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-m`}
        css={box}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onClose();
          } else if (e.key === 'Tab') {
            // the OK button is the only focusable element: keep focus inside
            e.preventDefault();
            ok.current?.focus();
          }
        }}
      >
        <h2 id={`${id}-t`}>{title}</h2>
        <p id={`${id}-m`}>{message}</p>
        <div>
          <button ref={ok} type="button" onClick={onClose}>
            {okLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

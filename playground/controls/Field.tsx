/** A labelled form control: the label names the control alone (not its current value). */
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { fieldCss } from '../styles';

export function Field({ label, children }: { label: ReactNode; children: ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div css={fieldCss}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

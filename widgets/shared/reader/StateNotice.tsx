/**
 * The three states every reader list and page shows in both languages (spec 8): loading
 * ("Loading..."), empty ("No data", or a given text such as "Your search found no records") and
 * error ("Data acquisition failed").
 */
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { cx } from '../../../engine/theme/cx';

const boxCss = css`
  padding: 32px 16px;
  text-align: center;
  color: #666;
  font-size: 15px;
`;

const errorCss = css`
  color: #a4262c;
`;

export type NoticeKind = 'loading' | 'empty' | 'error';

export function StateNotice({ kind, text }: { kind: NoticeKind; text?: string }) {
  const { t } = useTranslation();
  const shown = text ?? (kind === 'loading' ? t('common.loading') : kind === 'empty' ? t('common.noData') : t('common.dataError'));
  return (
    <div css={cx(boxCss, kind === 'error' && errorCss)} role={kind === 'error' ? 'alert' : 'status'} data-state={kind}>
      {shown}
    </div>
  );
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import PageTitle from './View';
import { renderWithPage } from '../../testing/renderWithPage';

afterEach(cleanup);

const show = (props: Record<string, string>, path: string) => renderWithPage(<PageTitle props={props} data={undefined} id="t" />, { path });

describe('page-title', () => {
  it('shows the configured title by language', () => {
    show({ title: '标题', enTitle: 'Title' }, '/zh/issues');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('标题');
    cleanup();
    show({ title: '标题', enTitle: 'Title' }, '/en/issues');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Title');
  });

  it('defaults to the current channel name', () => {
    show({}, '/zh/latestOffer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('最新录用');
    cleanup();
    show({}, '/news?columnId=4&lang=en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editorial Board');
  });

  it('falls back to the page kind name', () => {
    show({}, '/en/issues');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Back Issues');
    cleanup();
    show({}, '/zh/onlineFirst');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('网络首发');
  });
});

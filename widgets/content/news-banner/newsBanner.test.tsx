// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import NewsBanner from './View';
import { renderWithPage } from '../../testing/renderWithPage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const items = [
  { id: 11, title: '第一条', enTitle: 'First' },
  { id: 12, title: '第二条', enTitle: 'Second' },
];

describe('news-banner', () => {
  it('shows one item at a time, 90 px high, linking to the news detail', () => {
    renderWithPage(<NewsBanner props={{ items }} data={undefined} id="nb" />, { path: '/cmg/zh/home' });
    const region = screen.getByRole('region', { name: '头条资讯' });
    expect(region.style.height).toBe('90px');
    expect(screen.getByRole('link', { name: '第一条' }).getAttribute('href')).toBe('/cmg/zh/newsDetails/11?slds=cmg');
    fireEvent.click(screen.getByRole('button', { name: '下一条' }));
    expect(screen.getByRole('link', { name: '第二条' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一条' }));
    expect(screen.getByRole('link', { name: '第一条' })).toBeTruthy();
  });

  it('closes and stays closed for the session', () => {
    renderWithPage(<NewsBanner props={{ items }} data={undefined} id="nb" />, { path: '/en/home' });
    expect(screen.getByRole('link', { name: 'First' }).getAttribute('href')).toBe('/en/newsDetails/11');
    fireEvent.click(screen.getByRole('button', { name: 'Close top news' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(sessionStorage.getItem('topBanner')).toBe('closed');
  });

  it('renders nothing without items', () => {
    const { container } = renderWithPage(<NewsBanner props={{ items: [] }} data={undefined} id="nb" />);
    expect(container.innerHTML).toBe('');
  });
});

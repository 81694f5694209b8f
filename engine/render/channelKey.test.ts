import { describe, expect, it } from 'vitest';
import { channelKeyOf } from './loadPage';
import { matchRoute } from '../routing/match';

const key = (path: string) => channelKeyOf(matchRoute(path, '')!);

describe('channelKeyOf: which channel fills a page', () => {
  it('a catch-all page names its channel, and it must exist', () => {
    expect(key('/zh/guide')).toEqual({ key: 'guide', required: true });
  });
  it('the home page shows the index channel when the site has one', () => {
    expect(key('/amr/zh/home')).toEqual({ key: 'index', required: false });
  });
  it('pages reached by channel id use that channel', () => {
    expect(key('/zh/about/73511')).toEqual({ key: '73511', required: false });
    expect(key('/amr/en/info/73513')).toEqual({ key: '73513', required: false });
  });
  it('content pages have no channel', () => {
    expect(key('/zh/article/100001')).toEqual({ required: false });
    expect(key('/zh/issues')).toEqual({ required: false });
  });
});

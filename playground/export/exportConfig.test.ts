import { describe, expect, it } from 'vitest';
import { buildExport, countEdits, exportFileName } from './exportConfig';

describe('export', () => {
  const docs = {
    amr: {
      header: { original: '{"navStyle": 1}', text: '{"navStyle": 2}' },
      footer: { original: '{}', text: '{}' },
      'layout:home': { original: '{}', text: '{ broken' },
    },
    cmg: { header: { original: '{}', text: '{}' } },
  };

  it('holds only edited parts, per site, with unparsable text kept verbatim', () => {
    const out = buildExport(docs, { amr: 735, cmg: 2 }, new Date('2025-01-02T03:04:05.000Z'));
    expect(out).toEqual({
      generator: 'masthead-playground',
      exportedAt: '2025-01-02T03:04:05.000Z',
      sites: { amr: { siteId: 735, parts: { header: { navStyle: 2 } }, unparsed: { 'layout:home': '{ broken' } } },
    });
    expect(countEdits(docs)).toBe(2);
  });

  it('names the file after the time', () => {
    expect(exportFileName(new Date('2025-01-02T03:04:05.678Z'))).toBe('masthead-playground-2025-01-02T03-04-05Z.json');
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeCss, sanitizeHtml } from './index';

describe('sanitizeHtml (server: jsdom window)', () => {
  it('runs without a global window', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(sanitizeHtml('<p>Hello <b>world</b></p>')).toBe('<p>Hello <b>world</b></p>');
  });

  it('removes scripts, handlers and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">x</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a><iframe src="//evil"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(out).toContain('<p>x</p>');
    expect(out).toContain('<img src="x">');
  });

  it('removes <style>, forms and svg script tricks', () => {
    const out = sanitizeHtml('<style>body{display:none}</style><form action="/x"><input name=a></form><svg><script>alert(1)</script></svg>');
    expect(out).not.toMatch(/style>|<form|<input|<script/i);
  });

  it('keeps safe links and protects new-tab links', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">e</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="evilframe">e</a>')).toBe('<a href="/x">e</a>');
  });

  it('handles empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('neutralises mutation-XSS style payloads', () => {
    const out = sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">');
    expect(out).not.toMatch(/onerror/);
    const out2 = sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>');
    expect(out2).not.toMatch(/onerror/);
  });
});

describe('sanitizeCss', () => {
  it('keeps ordinary CSS', () => {
    const css = '.footer a{color:#fff;text-decoration:none}\n@media (max-width: 600px){.footer{padding:0 8px}}';
    expect(sanitizeCss(css)).toBe(css);
    expect(sanitizeCss('.a{background:url(/img/x.png) no-repeat}')).toBe('.a{background:url(/img/x.png) no-repeat}');
    expect(sanitizeCss('.a{background:url("https://cdn.example.org/a.png")}')).toContain('https://cdn.example.org/a.png');
    expect(sanitizeCss('.a{background:url(//cdn.example.org/a.png)}')).toContain('//cdn.example.org/a.png');
    expect(sanitizeCss('.a::before{content:"a;b{c}"}')).toBe('.a::before{content:"a;b{c}"}');
  });

  it('cannot break out of the <style> element', () => {
    const out = sanitizeCss('.a{color:red}</style><script>alert(1)</script>');
    expect(out).not.toMatch(/<\/?style|<script/i);
    expect(out).not.toContain('<');
    expect(sanitizeCss('.a{color:red}</STYLE ><img src=x onerror=alert(1)>')).not.toContain('<');
    expect(sanitizeCss('.a{content:"\\3c /style\\3e"}')).not.toContain('<');
  });

  it('drops @import', () => {
    const out = sanitizeCss('@import url("https://evil.example/x.css");.a{color:red}');
    expect(out).not.toMatch(/@import/i);
    expect(out).toContain('.a{color:red}');
    expect(sanitizeCss("@IMPORT 'evil.css';")).not.toMatch(/import/i);
  });

  it('drops expression(), behavior, -moz-binding and javascript:', () => {
    expect(sanitizeCss('.a{width:expression(alert(1));color:red}')).toBe('.a{color:red}');
    expect(sanitizeCss('.a{width:EXPRESSION (alert(1))}')).not.toMatch(/expression/i);
    expect(sanitizeCss('.a{behavior:url(x.htc)}')).not.toMatch(/behavior/i);
    expect(sanitizeCss('.a{-moz-binding:url("http://x/xbl.xml#x")}')).not.toMatch(/binding/i);
    expect(sanitizeCss('.a{background:url(javascript:alert(1))}')).not.toMatch(/javascript/i);
    expect(sanitizeCss('.a{background:url( "  JaVaScRiPt:alert(1)")}')).not.toMatch(/javascript/i);
  });

  it('drops url() with other schemes', () => {
    expect(sanitizeCss('.a{background:url(data:image/svg+xml;base64,PHN2Zz4=)}')).not.toMatch(/data:/);
    expect(sanitizeCss('.a{background:url("vbscript:x")}')).not.toMatch(/vbscript/);
    expect(sanitizeCss(".a{background:url('file:///etc/passwd')}")).not.toMatch(/file:/);
  });

  it('sees through comments and escapes', () => {
    expect(sanitizeCss('.a{width:expr/**/ession(alert(1))}')).not.toMatch(/ession/);
    expect(sanitizeCss('.a{width:\\65 xpression(alert(1))}')).not.toMatch(/xpression/);
    expect(sanitizeCss('@\\69 mport "x.css";')).not.toMatch(/mport/);
    expect(sanitizeCss('.a{background:url(\\6a avascript:alert(1))}')).not.toMatch(/avascript/);
  });

  it('handles empty input', () => {
    expect(sanitizeCss('')).toBe('');
    expect(sanitizeCss(null)).toBe('');
  });
});

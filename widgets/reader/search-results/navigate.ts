/**
 * Navigate to an in-site URL from a form handler. The page's navigator (ClientApp) handles
 * same-origin link clicks in place, so a search form navigates through a (detached-after-use)
 * link click: in place after hydration, a normal page load otherwise. Browser only (handlers).
 */
export function navigateTo(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.hidden = true;
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
  }
}

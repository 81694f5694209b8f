import { useEffect, useState } from 'react';

/**
 * Browser only: true once the page is scrolled past `threshold` px (or always when forced).
 * The server and the first client render see `force`, so hydration matches.
 */
export function useScrolledBeyond(threshold: number, force = false): boolean {
  const [past, setPast] = useState(force);
  useEffect(() => {
    if (force) return;
    const on = () => setPast(window.scrollY > threshold);
    on();
    window.addEventListener('scroll', on, { passive: true });
    return () => window.removeEventListener('scroll', on);
  }, [threshold, force]);
  return past || force;
}

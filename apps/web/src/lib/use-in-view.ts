import { useCallback, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on: for work
 * that can wait until a customer is about to see it.
 */
export function useInView<T extends Element>(rootMargin = '200px'): [(element: T | null) => void, boolean] {
  const [inView, setInView] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || inView) return;
      if (typeof IntersectionObserver === 'undefined') {
        setInView(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setInView(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [inView, rootMargin],
  );
  return [ref, inView];
}

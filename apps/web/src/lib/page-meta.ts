import { useEffect } from 'react';

const SHOP_NAME = 'Selvedge';

/** Sets the page's title and meta description (each route has its own). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title === SHOP_NAME ? title : `${title} · ${SHOP_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

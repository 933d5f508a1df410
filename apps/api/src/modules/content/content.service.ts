import {
  ErrorCode,
  StaticContentSchema,
  type Blog,
  type SizeNamesResponse,
  type StaticContent,
  type StaticPage,
  mediaUrl,
  type MediaSize,
} from '@selvedge/contract';
import { notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { thumbnailKey } from '../../platform/public-pictures.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ContentRepository } from './content.repository.js';

/** A picture to serve: drawn by the seed (SVG text) or uploaded in the back office (the file's bytes, never changed under its id). */
export interface MediaItem {
  contentType: string;
  body: string | Buffer;
  uploaded: boolean;
}

export function createContentService({
  repository,
  catalogue,
  storage,
}: {
  repository: ContentRepository;
  catalogue: Pick<CatalogueService, 'sizeNames'>;
  storage: Pick<FileStorage, 'get'>;
}) {
  return {
    async page(page: StaticPage): Promise<StaticContent> {
      const row = await repository.findPage(page);
      if (!row) throw notFound(`page: "${page}" has no content yet`, ErrorCode.page_not_found);
      return StaticContentSchema.parse({ ...(row.document as object), updatedAt: row.updatedAt.toISOString() });
    },

    sizeNames(): Promise<SizeNamesResponse> {
      return catalogue.sizeNames();
    },

    async blog(handle: string): Promise<Blog> {
      const found = /^[a-z0-9-]{1,80}$/.test(handle) ? await repository.findBlog(handle) : undefined;
      if (!found) throw notFound(`handle: no blog has the handle "${handle.slice(0, 80)}"`, ErrorCode.blog_not_found);
      return {
        handle: found.blog.handle,
        title: found.blog.title,
        description: found.blog.description,
        articles: found.articles.map((article) => ({
          handle: article.handle,
          title: article.title,
          excerpt: article.excerpt,
          body: article.body,
          image: article.imageId ? mediaUrl(article.imageId) : null,
          publishedAt: article.publishedAt.toISOString(),
          author: article.author,
        })),
      };
    },

    /**
     * A stored picture. `thumbnail` is an uploaded photograph's small WebP (a picture uploaded
     * before thumbnails were kept has none and is served whole); a drawn swatch is the same SVG at any size.
     */
    async media(id: string, size: MediaSize = 'full'): Promise<MediaItem> {
      const row = /^[a-z0-9-]{1,120}$/.test(id) ? await repository.findMedia(id) : undefined;
      const missing = () => notFound(`id: no picture has the id "${id.slice(0, 120)}"`, ErrorCode.media_not_found);
      if (!row) throw missing();
      if (row.body !== null) return { contentType: row.contentType, body: row.body, uploaded: false };
      if (!row.fileKey) throw missing();
      const thumbnail = size === 'thumbnail' ? await storage.get(thumbnailKey(row.fileKey)) : null;
      if (thumbnail) return { contentType: 'image/webp', body: thumbnail, uploaded: true };
      const bytes = await storage.get(row.fileKey);
      if (!bytes) throw missing();
      return { contentType: row.contentType, body: bytes, uploaded: true };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

import {
  ErrorCode,
  StaticContentSchema,
  type Blog,
  type SizeNamesResponse,
  type StaticContent,
  type StaticPage,
  mediaUrl,
} from '@selvedge/contract';
import { notFound } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ContentRepository } from './content.repository.js';

export function createContentService({
  repository,
  catalogue,
}: {
  repository: ContentRepository;
  catalogue: Pick<CatalogueService, 'sizeNames'>;
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

    async media(id: string) {
      const row = /^[a-z0-9-]{1,120}$/.test(id) ? await repository.findMedia(id) : undefined;
      if (!row) throw notFound(`id: no picture has the id "${id.slice(0, 120)}"`, ErrorCode.media_not_found);
      return row;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

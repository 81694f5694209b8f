/**
 * Content endpoints of issue 3 (docs/content.md), one plugin per resource family, registered
 * under /rc-pub by ../index.ts. Search routes (/front/search*, /front/advSearch*) live in
 * ./search.ts (search work), registered by ../index.ts itself.
 */
import type { FastifyPluginAsync } from 'fastify';
import { articleRoutes } from './article';
import { periodRoutes } from './period';
import { newsRoutes } from './news';
import { publicationRoutes } from './publication';
import { mediaRoutes } from './media';
import { bookRoutes } from './book';
import { expertRoutes } from './expert';
import { albumRoutes } from './album';
import { rankRoutes } from './rank';
import { jumpRoutes } from './jump';

export const contentRoutes: FastifyPluginAsync = async (api) => {
  await api.register(articleRoutes);
  await api.register(periodRoutes);
  await api.register(newsRoutes);
  await api.register(publicationRoutes);
  await api.register(mediaRoutes);
  await api.register(bookRoutes);
  await api.register(expertRoutes);
  await api.register(albumRoutes);
  await api.register(rankRoutes);
  await api.register(jumpRoutes);
};

/**
 * /front/files/get?id=<sld>.<file name> | defaults.<file name>: the bytes of a file from
 * site-configs (not an envelope), with its content type, a long cache lifetime and an ETag.
 * Unknown id: HTTP 404 with a 404 envelope.
 */
import type { FastifyPluginAsync } from 'fastify';
import { STATUS, envelope, errorEnvelopeSchema, headersSchema, querySchema, sendJson } from './shared';

export const FILE_CACHE_CONTROL = 'public, max-age=31536000';

export const fileRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;

  app.get<{ Querystring: { id: string } }>(
    '/front/files/get',
    {
      schema: {
        tags: ['files'],
        summary: 'File bytes by id (<sld>.<file name> or defaults.<file name>).',
        querystring: querySchema(
          {
            id: {
              type: 'string',
              minLength: 3,
              maxLength: 255,
              pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*\\.[^/\\\\]+$',
              description: 'File id, e.g. emf.logo.png or defaults.logo.svg.',
            },
          },
          ['id'],
        ),
        headers: headersSchema,
        response: {
          200: { description: 'The file bytes with their content type.', type: 'string', format: 'binary' },
          400: errorEnvelopeSchema,
          404: { ...errorEnvelopeSchema, description: 'Unknown file id: status 404.' },
        },
      },
    },
    async (req, reply) => {
      await svc.fresh();
      const file = await svc.file(req.query.id);
      if (!file) return sendJson(reply, envelope(null, STATUS.notFound, `File not found: ${req.query.id}`), 404);
      reply
        .header('cache-control', FILE_CACHE_CONTROL)
        .header('etag', file.etag)
        .header('x-content-type-options', 'nosniff')
        // SVG and other active content from config files must not run script on our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
      if (req.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.code(200).type(file.contentType).send(file.bytes);
    },
  );
};

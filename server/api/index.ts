/**
 * The /rc-pub API plugin (register with { prefix: '/rc-pub' }). One child plugin per concern;
 * this scope owns the envelope error handling and the not-found answer. (The request context —
 * headers token, language, siteId on `request.masthead` — is set app-wide by buildApp.)
 */
import type { FastifyPluginAsync } from 'fastify';
import { STATUS, apiErrorHandler, envelope, formatValidation, nonFiniteParam, sendJson } from './shared';
import { registerSchemas } from './schemas';
import { siteRoutes } from './site';
import { channelRoutes } from './channel';
import { fileRoutes } from './files';
import { compileValidator } from './operation';
import { searchRoutes } from './content/search';
import { contentRoutes } from './content/index';

export const rcPubApi: FastifyPluginAsync = async (api) => {
  registerSchemas(api);
  // One Ajv: the data client checks parameters with the same compiled validators (./operation.ts).
  api.setValidatorCompiler(compileValidator);

  // Envelopes are sent as JSON text (sendEnvelope); objects (errors) go through JSON.stringify, so
  // response schemas document the payloads without fast-json-stringify dropping undeclared properties.
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));
  api.setSchemaErrorFormatter((errors, dataVar) => formatValidation(errors, dataVar));
  api.setErrorHandler(apiErrorHandler);

  const notFound = (url: string) => JSON.stringify({ status: 404, data: null, message: `Not found: ${url.split('?')[0]}` });
  api.setNotFoundHandler((req, reply) => sendJson(reply, notFound(req.url), 404));
  // Beats a page server's catch-all '/*' for anything under /rc-pub.
  api.all('/*', { schema: { hide: true } }, async (req, reply) => sendJson(reply, notFound(req.url), 404));

  // ajv coerces '1e999' to Infinity and lets it through integer/maximum checks: refuse it here.
  api.addHook('preHandler', async (req, reply) => {
    for (const [where, values] of [
      ['querystring', req.query],
      ['params', req.params],
      ['body', req.body],
    ] as const) {
      const bad = nonFiniteParam(values, where);
      if (bad) return sendJson(reply, envelope(null, STATUS.badRequest, bad), 400);
    }
    return undefined;
  });

  await api.register(siteRoutes);
  await api.register(channelRoutes);
  await api.register(fileRoutes);
  await api.register(searchRoutes);
  await api.register(contentRoutes);
};

// The configuration JSON the front-ends read (/<name>.json), localized ones in the request's language.
import type { FastifyInstance } from 'fastify';
import type { ConfigFileName } from '../config/app-config';
import { CONFIG_FILES, LOCALIZED_FILES, effectiveParameters } from '../config/app-config';
import { languageFromHeader } from '../i18n/request-language';
import { sendEncodedBody } from './encoded-files';
import { JSON_TYPE } from './built-files';

export function registerConfigFileRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  const parameters = JSON.stringify(
    effectiveParameters(ctx.config.parameters, {
      App_Config: { page_size: ctx.settings.pageSize },
      User_Config: {
        Token_Validity: ctx.settings.tokenValiditySeconds,
        Session_Timeout: ctx.settings.sessionTimeoutSeconds,
        Session_Timeout_Expiry_Warning: ctx.settings.sessionWarningSeconds,
      },
      Time_Zone: { Time_Zone: ctx.settings.timeZone },
    }),
    null,
    2,
  );
  const configBodies = new Map<string, string>(
    CONFIG_FILES.map((name: ConfigFileName) => [name, ctx.config.files[name]]),
  );
  configBodies.set('configParameters.json', parameters);
  for (const [name, body] of configBodies) {
    if (LOCALIZED_FILES.has(name as ConfigFileName)) {
      // Messages and field texts in the request's Accept-Language (English rules, Spanish texts).
      const bodies = {
        en: ctx.config.fileFor(name as ConfigFileName, 'en'),
        es: ctx.config.fileFor(name as ConfigFileName, 'es'),
      };
      app.get(`/${name}`, async (request, reply) => {
        const language = languageFromHeader(request.headers['accept-language']) ?? 'en';
        reply.header('Content-Language', language);
        return sendEncodedBody(reply, bodies[language], {
          contentType: JSON_TYPE,
          cacheControl: 'no-cache',
          vary: 'Accept-Language',
        });
      });
      continue;
    }
    app.get(`/${name}`, async (_request, reply) =>
      sendEncodedBody(reply, body, { contentType: JSON_TYPE, cacheControl: 'no-cache' }),
    );
  }
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { buildApiDocument } from './api-document';

export const API_DOCS_PATH = 'api/docs';
export const API_DOCS_JSON = `${API_DOCS_PATH}/openapi.json`;

/** Swagger UI at /api/docs and the description at /api/docs/openapi.json, built on the first request. */
export function mountApiDocs(app: NestFastifyApplication): Promise<void> {
  SwaggerModule.setup(API_DOCS_PATH, app, () => buildApiDocument(app), {
    jsonDocumentUrl: API_DOCS_JSON,
    raw: ['json'],
    customSiteTitle: 'Trading platform API',
  });
  return Promise.resolve();
}

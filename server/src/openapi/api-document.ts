import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { errorAnswers, errorCodesOf } from './error-answers';
import { REQUEST_EXAMPLES } from './request-examples';
import { requestSchemas } from './request-schemas';
import { RESPONSE_SCHEMAS, type GeneratedAnswer } from './response-schemas';
import { routeFacts, type RouteFacts } from './route-facts';

const PREFIX = '/api/';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** `{ status, message, data }` around a route's answer. */
const envelope = (data: SchemaObject): SchemaObject => ({
  type: 'object',
  properties: { status: { type: 'boolean', enum: [true] }, message: { type: 'string' }, data },
  required: ['status', 'message', 'data'],
  additionalProperties: false,
});

/** The generated answer of an operation: by its controller's name, or for a factory's class by method, verb and path. */
function answerOf(operationId: string, http: HttpMethod, path: string): GeneratedAnswer | undefined {
  const [controller, method] = operationId.split('_');
  const byName = RESPONSE_SCHEMAS.operations.find((o) => o.controller === controller && o.method === method);
  if (byName) return byName;
  const route = path.slice(PREFIX.length).replace(/\{([^}]+)\}/g, ':$1');
  return RESPONSE_SCHEMAS.operations.find(
    (o) =>
      o.method === method &&
      o.http === http.toUpperCase() &&
      new RegExp(`^${o.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`, 'i').test(route),
  );
}

function successAnswer(answer: GeneratedAnswer | undefined): ResponseObject {
  if (!answer) return { description: 'Undescribed: the route is missing from response-schemas.json (npm run openapi:schemas).' };
  const content: NonNullable<ResponseObject['content']> = {};
  if (answer.schema) content['application/json'] = { schema: answer.envelope ? envelope(answer.schema) : answer.schema };
  if (answer.file) content['application/octet-stream'] = { schema: { type: 'string', format: 'binary' } };
  if (!answer.schema && !answer.file) return { description: 'No body.' };
  return { description: answer.file && answer.schema ? 'The JSON answer, or the file its query asks for.' : answer.file ? 'A file.' : 'Done.', content };
}

function queryParameters(route: RouteFacts, schemas: Record<string, SchemaObject>): ParameterObject[] {
  const schema = route.query && schemas[route.query.name];
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property as SchemaObject,
  }));
}

function describeOperation(
  operation: OperationObject,
  http: HttpMethod,
  path: string,
  route: RouteFacts | undefined,
  schemas: Record<string, SchemaObject>,
): void {
  const answer = answerOf(operation.operationId ?? '', http, path);
  operation.tags = [path.slice(PREFIX.length).split('/')[0]];
  const success = Object.keys(operation.responses).find((status) => status.startsWith('2')) ?? (http === 'post' ? '201' : '200');
  operation.responses = { [success]: successAnswer(answer) };
  if (!route) return;
  if (route.guards.includes(JwtAuthGuard)) operation.security = [{ bearer: [] }];
  const params = (operation.parameters ?? []) as ParameterObject[];
  operation.parameters = [
    ...params.filter((p) => p.in === 'path'),
    ...queryParameters(route, schemas),
    ...route.headers.map((name): ParameterObject => ({ name, in: 'header', required: false, schema: { type: 'string' } })),
  ];
  if (route.body) {
    const schema = { $ref: `#/components/schemas/${route.body.name}` };
    const example = REQUEST_EXAMPLES[route.body.name];
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema, ...(example ? { example } : {}) },
        ...(route.upload
          ? { 'multipart/form-data': { schema: { allOf: [schema, { type: 'object', properties: { file: { type: 'string', format: 'binary' } } }] } } }
          : {}),
      },
    };
  }
  Object.assign(operation.responses, errorAnswers(errorCodesOf(route, path.includes('{'))));
}

/**
 * The API's OpenAPI 3.1 description: routes and path parameters from @nestjs/swagger, request bodies
 * and queries from the class-validator classes, answers from the controllers' declared return types
 * (response-schemas.json), errors from each route's guards and parameters.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Trading platform API')
    .setDescription('Every answer is `{ status, message, data }`; every refusal is `{ status: false, message, code, errors? }` (branch on `code`).')
    .setVersion(process.env.npm_package_version ?? '0.1.0')
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const requests = requestSchemas();
  const schemas: Record<string, SchemaObject> = { ...(document.components?.schemas as Record<string, SchemaObject>) };
  for (const [name, schema] of [...Object.entries(requests), ...Object.entries(RESPONSE_SCHEMAS.schemas)]) {
    if (name in schemas && requests[name] !== undefined && RESPONSE_SCHEMAS.schemas[name] !== undefined)
      throw new Error(`A request class and an answer type share the name ${name}: rename one`);
    schemas[name] = schema;
  }
  document.components = { ...document.components, schemas };
  const routes = routeFacts(app);
  for (const [path, item] of Object.entries<PathItemObject>(document.paths))
    for (const http of HTTP_METHODS) {
      const operation = item[http];
      if (operation) describeOperation(operation, http, path, routes.get(operation.operationId ?? ''), schemas);
    }
  return document;
}

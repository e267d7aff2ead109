import Ajv2020 from 'ajv/dist/2020';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { errorCodesOf } from '../../server/src/openapi/error-answers';
import { routeFacts } from '../../server/src/openapi/route-facts';
import { startTestApp, type TestApp } from '../support/test-app';

/** Fastify routes that are not Nest routes of the API, and why the description leaves them out. */
const NOT_DESCRIBED: { pattern: RegExp; why: string }[] = [
  { pattern: /^\/api\/docs/, why: 'the description itself and Swagger UI' },
  { pattern: /^\/api\/admin\/queues(?!\/session$)/, why: "bull-board's dashboard (its own routes, behind the dashboard session)" },
  { pattern: /^\/(?!api\/)/, why: 'the web app: static files and the single-page fallback' },
  { pattern: /^\/$/, why: 'the web app' },
];

let app: TestApp;
let doc: OpenAPIObject;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  const res = await app.request<OpenAPIObject>('GET', '/api/docs/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => app.close());

/** Every route Fastify registered, read from its route tree (`printRoutes`), HEAD left out (Fastify adds it to each GET). */
function registeredRoutes(): { method: string; path: string }[] {
  const tree: string = app.api.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^(.*?)[└├]── (.+) \(([^)]+)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of m[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item as Record<string, OperationObject>).map(([method, op]) => ({ path, method, op })));

const ajv = () => {
  const a = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  a.addSchema({ $id: 'doc', components: doc.components }, 'doc');
  return a;
};

/** `#/components/schemas/X` made absolute against the document's schema. */
const inDoc = (schema: unknown): object => JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/')) as object;

it('describes every route the API registered, with its method', () => {
  const described = new Set(operations().map(({ path, method }) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`));
  const missing = registeredRoutes()
    .filter((r) => !NOT_DESCRIBED.some((x) => x.pattern.test(r.path)))
    .map((r) => `${r.method} ${r.path}`)
    .filter((r) => !described.has(r));
  expect(missing).toEqual([]);
  expect(described.size).toBeGreaterThan(80);
});

it('gives every operation a 2xx answer with a schema or an explicit file or empty answer', () => {
  const bare = operations().filter(({ op }) => {
    const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1] as ResponseObject | undefined;
    if (!success) return true;
    if (success.description === 'No body.') return false;
    return !Object.values(success.content ?? {}).some((c) => c.schema);
  });
  expect(bare.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
});

it('gives every body its schema and example, and every signed-in route its 401', () => {
  for (const { method, path, op } of operations()) {
    const where = `${method} ${path}`;
    if (['post', 'put', 'patch'].includes(method) && op.requestBody) {
      const json = (op.requestBody as { content: Record<string, { schema?: unknown; example?: unknown }> }).content['application/json'];
      expect([where, json.schema]).toEqual([where, expect.anything()]);
      expect([where, json.example]).toEqual([where, expect.anything()]);
    }
    if (op.security?.length) expect([where, Object.keys(op.responses)]).toEqual([where, expect.arrayContaining(['401'])]);
  }
});

it('lists a body for every route that reads one', () => {
  const bodyless = operations().filter(({ method, op }) => ['put', 'patch'].includes(method) && !op.requestBody);
  expect(bodyless.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
});

it('validates every example against its schema, and as the server does (class-validator)', async () => {
  const a = ajv();
  const failures: string[] = [];
  for (const { method, path, op } of operations()) {
    const contents = [
      ...Object.values((op.requestBody as { content?: Record<string, { schema?: unknown; example?: unknown }> })?.content ?? {}),
      ...Object.values(op.responses).flatMap((r) => Object.values((r as ResponseObject).content ?? {})),
    ];
    for (const c of contents) {
      if (c.example === undefined || !c.schema) continue;
      const check = a.compile(inDoc(c.schema));
      if (!check(c.example)) failures.push(`${method} ${path}: ${a.errorsText(check.errors)}`);
    }
    const body = (op.requestBody as { content?: Record<string, { schema?: { $ref?: string }; example?: object }> })?.content?.['application/json'];
    const name = body?.schema?.$ref?.split('/').pop();
    if (body?.example && name) {
      const cls = findRequestClass(name);
      const errors = cls ? await validate(plainToInstance<object, object>(cls, body.example), { whitelist: true, forbidNonWhitelisted: true }) : [];
      if (errors.length) failures.push(`${method} ${path}: ${errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`).join('; ')}`);
    }
  }
  expect(failures).toEqual([]);
});

it('resolves every $ref and compiles every schema', () => {
  const a = ajv();
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
  const unresolved = [...new Set(refs)].filter((ref) => !(doc.components?.schemas ?? {})[ref.replace('#/components/schemas/', '')]);
  expect(unresolved).toEqual([]);
  for (const name of Object.keys(doc.components?.schemas ?? {})) expect(() => a.getSchema(`doc#/components/schemas/${name}`)).not.toThrow();
});

/** The codes an operation's error answer of `status` lists (empty without that answer). */
function codesAt(method: string, path: string, status: number): string[] {
  const op = (doc.paths[path] as Record<string, OperationObject> | undefined)?.[method];
  const answer = op?.responses[String(status)] as ResponseObject | undefined;
  const schema = answer?.content?.['application/json']?.schema as { allOf?: { properties?: { code?: { enum?: string[] } } }[] } | undefined;
  return schema?.allOf?.[1]?.properties?.code?.enum ?? [];
}

it.each<[string, string, number, string[]]>([
  ['post', '/api/trading/submit', 400, ['INSUFFICIENT_FUNDS', 'VALIDATION_FAILED']],
  ['post', '/api/trading/submit', 403, ['LIMIT_REACHED', 'EXCLUDED', 'REALITY_CHECK_DUE']],
  ['post', '/api/trading/submit', 503, ['PRICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE']],
  ['post', '/api/withdraw', 403, ['FORBIDDEN', 'TWO_FACTOR_CODE_REQUIRED', 'TWO_FACTOR_CODE_INVALID']],
  ['post', '/api/withdraw', 429, ['RATE_LIMITED', 'TOO_MANY_IN_FLIGHT']],
  ['post', '/api/backoffice/deposits/{id}/approve', 409, ['CONFLICT']],
  ['post', '/api/backoffice/withdrawals/{id}/claim', 409, ['CONFLICT']],
  ['post', '/api/auth/login', 401, ['UNAUTHORIZED']],
  ['post', '/api/auth/login', 403, ['ACCOUNT_SUSPENDED']],
  ['post', '/api/auth/login', 429, ['RATE_LIMITED']],
])('lists the domain refusals of %s %s under %i', (method, path, status, codes) => {
  expect(codesAt(method, path, status)).toEqual(expect.arrayContaining(codes));
});

it('lists under a status no code the route cannot answer (a suspended sign-in is no FORBIDDEN, a submit no CONFLICT)', () => {
  expect(codesAt('post', '/api/auth/login', 403)).toEqual(['ACCOUNT_SUSPENDED']);
  expect(codesAt('post', '/api/trading/submit', 409)).toEqual(['IDEMPOTENCY_CONFLICT']);
});

it('declares with @Refuses no code that its guards and parameters already give', () => {
  const pathOf = new Map(operations().map(({ path, op }) => [op.operationId, path]));
  const facts = [...routeFacts(app.api)];
  const repeated = facts.flatMap(([id, route]) => {
    const path = pathOf.get(id);
    if (!path) return [`${id}: not in the description`];
    const inferred = new Set(errorCodesOf({ ...route, refuses: [] }, path.includes('{')));
    return route.refuses.filter((code) => inferred.has(code)).map((code) => `${id}: ${code}`);
  });
  expect(repeated).toEqual([]);
  expect(facts.filter(([, route]) => route.refuses.length).length).toBeGreaterThan(40);
});

it('serves Swagger UI at /api/docs, and /api still answers 404 in JSON for an unknown route', async () => {
  const page = await fetch(`${app.url}/api/docs`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toContain('swagger-ui');
  const unknown = await app.request<{ code: string }>('GET', '/api/no-such-route');
  expect(unknown.status).toBe(404);
  expect(unknown.body.code).toBe('NOT_FOUND');
});

/** The request class a schema is named after, from class-validator's registry. */
function findRequestClass(name: string): (new () => object) | undefined {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<{ name: string }, unknown[]> };
  for (const target of storage.validationMetadatas.keys()) if (target.name === name) return target as new () => object;
  return undefined;
}

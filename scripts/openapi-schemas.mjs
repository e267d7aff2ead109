// The JSON schemas of every route's answer, generated from the controllers' declared return types and
// the TypeScript contracts they name (ts-json-schema-generator), for the OpenAPI description
// (server/src/openapi). The API loads the committed file: no TypeScript compiler at run time.
//   npm run openapi:schemas             writes server/src/openapi/response-schemas.json
//   node scripts/openapi-schemas.mjs --check
//                                       exit 1 when the committed file is not what the code gives
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Context, createFormatter, createParser, LiteralType, SchemaGenerator, UnionType } from 'ts-json-schema-generator';
import * as prettier from 'prettier';
import ts from 'typescript';

const ROOT = new URL('..', import.meta.url).pathname;
const SRC = join(ROOT, 'server/src');
const OUT = join(SRC, 'openapi/response-schemas.json');
const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options']);
/** Types a route may answer with that are not a JSON body. */
const FILE = 'StreamableFile';

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const decoratorsOf = (node) => (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []);

function decoratorCall(decorator) {
  const call = decorator.expression;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return undefined;
  return { name: call.expression.text, args: call.arguments };
}

/** A route path argument as a pattern: a template literal's substitutions match one path segment. */
function pathPattern(arg, source) {
  if (!arg) return '';
  if (ts.isStringLiteralLike(arg)) return arg.text;
  if (ts.isTemplateExpression(arg)) return arg.head.text + arg.templateSpans.map((s) => '*' + s.literal.text).join('');
  throw new Error(`${relative(ROOT, source.fileName)}: a route path that is neither a string nor a template (${arg.getText(source)})`);
}

/** The names a type node refers to (the leftmost name of each reference), to import them into the aliases' file. */
function referencedNames(node, names = new Set()) {
  if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
    let name = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
    while (ts.isQualifiedName(name)) name = name.left;
    if (ts.isIdentifier(name)) names.add(name.text);
  }
  if (ts.isTypeQueryNode(node)) {
    let name = node.exprName;
    while (ts.isQualifiedName(name)) name = name.left;
    names.add(name.text);
  }
  ts.forEachChild(node, (child) => {
    referencedNames(child, names);
  });
  return names;
}

/** What a route answers, read from its declared return type: Promise<ApiEnvelope<T> | StreamableFile> and the like. */
function answerOf(method, source) {
  let type = method.type;
  const where = `${relative(ROOT, source.fileName)}: ${method.name.getText(source)}`;
  if (!type) throw new Error(`${where} declares no return type: the OpenAPI answer is read from it`);
  if (ts.isTypeReferenceNode(type) && type.typeName.getText(source) === 'Promise') type = type.typeArguments[0];
  const members = ts.isUnionTypeNode(type) ? [...type.types] : [type];
  const isFile = (t) => ts.isTypeReferenceNode(t) && t.typeName.getText(source) === FILE;
  const file = members.some(isFile);
  const body = members.filter((t) => !isFile(t));
  if (body.length === 0) return { file, body: undefined };
  if (body.length === 1 && body[0].kind === ts.SyntaxKind.VoidKeyword) return { file, body: undefined, empty: true };
  if (body.length === 1 && ts.isTypeReferenceNode(body[0]) && body[0].typeName.getText(source) === 'ApiEnvelope')
    return { file, body: [body[0].typeArguments[0]], envelope: true };
  return { file, body };
}

/** Type parameters of the functions around a class (a controller factory's `K extends PagedKind`): aliased to their constraints. */
function enclosingTypeParameters(node) {
  const params = [];
  for (let up = node.parent; up; up = up.parent) if (ts.isFunctionLike(up) && up.typeParameters) params.push(...up.typeParameters);
  return params;
}

/**
 * One virtual file per controller class, beside it (so its relative imports still resolve), exporting
 * one alias per route: `export type TradingController__submit = SubmitTradeResponse`.
 */
function routesOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const imports = new Map();
  for (const st of source.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause?.namedBindings || !ts.isNamedImports(st.importClause.namedBindings)) continue;
    for (const el of st.importClause.namedBindings.elements)
      imports.set(el.name.text, { from: st.moduleSpecifier.text, imported: (el.propertyName ?? el.name).text });
  }
  const classes = [];
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name) {
      const controller = decoratorsOf(node)
        .map(decoratorCall)
        .find((d) => d?.name === 'Controller');
      if (controller) classes.push({ node, prefix: pathPattern(controller.args[0], source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return classes.map(({ node, prefix }) => {
    const className = node.name.text;
    const typeParams = enclosingTypeParameters(node);
    const locals = new Set(typeParams.map((p) => p.name.text));
    const routes = [];
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member)) continue;
      const route = decoratorsOf(member)
        .map(decoratorCall)
        .find((d) => d && ROUTE_DECORATORS.has(d.name));
      if (!route) continue;
      const path = [prefix, pathPattern(route.args[0], source)].filter(Boolean).join('/');
      routes.push({ className, method: member.name.getText(source), http: route.name.toUpperCase(), path, ...answerOf(member, source) });
    }
    const names = new Set();
    for (const r of routes) for (const t of r.body ?? []) referencedNames(t, names);
    for (const p of typeParams) if (p.constraint) referencedNames(p.constraint, names);
    const lines = [];
    for (const name of names) {
      if (locals.has(name)) continue;
      const imported = imports.get(name);
      if (imported) lines.push(`import type { ${imported.imported === name ? name : `${imported.imported} as ${name}`} } from '${imported.from}';`);
      else if (
        !(name in globalThis) &&
        !['Record', 'Partial', 'Pick', 'Omit', 'Readonly', 'ReadonlyArray', 'Required', 'Exclude', 'Extract', 'NonNullable'].includes(name)
      )
        throw new Error(`${relative(ROOT, file)}: ${className} answers with ${name}, which is not imported; declare it in server/src/contracts`);
    }
    const constraints = new Map(typeParams.map((p) => [p.name.text, p.constraint ? `(${p.constraint.getText(source)})` : 'unknown']));
    for (const r of routes) if (r.body) lines.push(`export type ${aliasOf(r)} = ${r.body.map((t) => substitute(t, source, constraints)).join(' | ')};`);
    return { file: join(dirname(file), `${className}.openapi-answers.ts`), text: lines.join('\n') + '\n', routes };
  });
}

/** A type's text with the enclosing functions' type parameters replaced by their constraints. */
function substitute(node, source, constraints) {
  const edits = [];
  const visit = (n) => {
    if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName) && constraints.has(n.typeName.text)) edits.push(n);
    else ts.forEachChild(n, visit);
  };
  visit(node);
  let text = node.getText(source);
  const start = node.getStart(source);
  for (const n of edits.reverse()) text = text.slice(0, n.getStart(source) - start) + constraints.get(n.typeName.text) + text.slice(n.getEnd() - start);
  return text;
}

const aliasOf = (route) => `${route.className}__${route.method}`;

/** OpenAPI component names allow [A-Za-z0-9._-]: `BackofficePage<StaffItem<"deposit">>` becomes `BackofficePage_StaffItem_deposit`. */
const componentName = (name) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');

function renameRefs(schema, rename) {
  if (Array.isArray(schema)) return schema.map((s) => renameRefs(s, rename));
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === '$ref' ? `#/components/schemas/${rename(decodeURIComponent(v.replace('#/definitions/', '')))}` : renameRefs(v, rename),
    ]),
  );
}

/**
 * `(typeof LIMIT_NAMES)[number]` over an array built with spreads (`[...A, ...B] as const`), which the
 * generator cannot read: the checker already knows the literal union.
 */
class ConstArrayMemberParser {
  constructor(checker) {
    this.checker = checker;
  }

  supportsNode(node) {
    if (!ts.isIndexedAccessTypeNode(node)) return false;
    let object = node.objectType;
    while (ts.isParenthesizedTypeNode(object)) object = object.type;
    return ts.isTypeQueryNode(object);
  }

  createType(node) {
    const type = this.checker.getTypeFromTypeNode(node);
    const members = type.isUnion() ? type.types : [type];
    if (!members.every((t) => t.isLiteral())) throw new Error(`${node.getText()} is not a union of literals`);
    return new UnionType(members.map((t) => new LiteralType(t.value)));
  }
}

export function generate() {
  const files = walk(SRC)
    .filter((f) => f.endsWith('.controller.ts'))
    .sort();
  const virtual = files.flatMap(routesOf);
  // The error body every refusal carries.
  virtual.push({ file: join(SRC, 'openapi/ApiError.openapi-answers.ts'), text: "export type { ApiError } from '../contracts/api';\n", routes: [] });
  const byPath = new Map(virtual.map((v) => [v.file, v.text]));
  const { config: tsconfig } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(tsconfig, ts.sys, ROOT);
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => byPath.has(f) || fileExists.call(host, f);
  host.readFile = (f) => byPath.get(f) ?? readFile.call(host, f);
  host.getSourceFile = (f, lang, ...rest) => (byPath.has(f) ? ts.createSourceFile(f, byPath.get(f), lang, true) : getSourceFile.call(host, f, lang, ...rest));
  const program = ts.createProgram([...byPath.keys()], options, host);
  const config = {
    type: '*',
    expose: 'export',
    topRef: false,
    jsDoc: 'basic',
    skipTypeCheck: true,
    sortProps: true,
    encodeRefs: false,
    additionalProperties: false,
  };
  const parser = createParser(program, config, (chain) => chain.addNodeParser(new ConstArrayMemberParser(program.getTypeChecker())));
  const formatter = createFormatter(config);
  const generator = new SchemaGenerator(program, parser, formatter, config);
  const { definitions = {} } = generator.createSchema('*');
  // The roots' own definitions (the generator keeps only what they refer to).
  for (const node of generator.getRootNodes('*')) definitions[node.name.text] = formatter.getDefinition(parser.createType(node, new Context()));

  const routes = virtual.flatMap((v) => v.routes);
  const aliases = new Set(routes.filter((r) => r.body).map(aliasOf));
  const names = new Map();
  const rename = (name) => {
    const renamed = componentName(name);
    const owner = names.get(renamed);
    if (owner !== undefined && owner !== name) throw new Error(`Two answer types named alike: ${owner} and ${name}`);
    names.set(renamed, name);
    return renamed;
  };
  const schemas = {};
  for (const [name, schema] of Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)))
    if (!aliases.has(name)) schemas[rename(name)] = renameRefs(schema, rename);
  const operations = routes.map((r) => ({
    controller: r.className,
    method: r.method,
    http: r.http,
    path: r.path,
    ...(r.envelope ? { envelope: true } : {}),
    ...(r.file ? { file: true } : {}),
    ...(r.body ? { schema: renameRefs(definitions[aliasOf(r)], rename) } : {}),
  }));
  return { operations, schemas };
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1];
if (isMain) {
  // In the house format, so that `prettier --check` and this check agree.
  const text = await prettier.format(JSON.stringify(generate()), { ...(await prettier.resolveConfig(OUT)), filepath: OUT });
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== text) {
      console.error(`${relative(ROOT, OUT)} is stale: the controllers' or contracts' answer types changed. Run \`npm run openapi:schemas\` and commit it.`);
      process.exitCode = 1;
    }
  } else {
    writeFileSync(OUT, text);
    console.log(`wrote ${relative(ROOT, OUT)}`);
  }
}

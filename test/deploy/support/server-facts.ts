import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

// What the manifests must agree with, read from the server's own files rather than copied into the test.

const ROOT = join(__dirname, '../../..');
const SERVER_SRC = join(ROOT, 'server/src');

function serverSources(under = SERVER_SRC): { path: string; text: string }[] {
  return readdirSync(under, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => ({ path: file, text: readFileSync(join(under, file), 'utf8') }));
}

/** Names the server reads from the environment: the config classes' properties and every `process.env.NAME`. */
export function environmentVariableNames(): Set<string> {
  const names = new Set<string>();
  for (const { text } of serverSources(join(SERVER_SRC, 'config'))) {
    for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]+)\??\s*[=:;]/gm)) names.add(match[1]);
  }
  for (const { text } of serverSources()) {
    for (const match of text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) names.add(match[1] ?? match[2]);
  }
  return names;
}

const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every path segment written as a string literal in the server's code (`@Controller('health')`, `'/healthz'`...). */
export function routeSegmentsInServer(): Set<string> {
  const segments = new Set<string>();
  for (const { text } of serverSources()) {
    for (const match of withoutComments(text).matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\$\n]*)`/g)) {
      for (const segment of (match[1] ?? match[2] ?? match[3]).split('/')) segments.add(segment);
    }
  }
  return segments;
}

/** The command docker-compose.yml runs for a service (api, worker, migrate): the one image's entry points. */
export function composeCommand(service: string): string[] {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { command: string[] }> };
  return compose.services[service].command;
}

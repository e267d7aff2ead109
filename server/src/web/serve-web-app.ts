import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { projectRoot } from '../config/project-root';

/** Paths the web app never answers: the API's JSON 404 and socket.io stay theirs. */
const NOT_WEB_APP = /^\/(api|socket\.io)(\/|\?|$)/;

/**
 * The built web app at /: its files as built, and any other page path its index.html (the browser's
 * router decides what it shows). Nothing is served when the web app is not built.
 */
export async function serveWebApp(app: NestFastifyApplication): Promise<void> {
  const root = join(projectRoot(), 'web', 'dist');
  if (!existsSync(join(root, 'index.html'))) return;
  await app.register(fastifyStatic, { root, wildcard: false });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (req, reply) => (NOT_WEB_APP.test(req.url) ? reply.callNotFound() : reply.sendFile('index.html')));
}

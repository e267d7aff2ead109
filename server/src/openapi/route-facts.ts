import type { INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { ApiErrorCode } from '../contracts/api';
import { REFUSES_KEY } from './refuses.decorator';

/** What the OpenAPI description needs to know of one controller method, read from Nest's own metadata. */
export interface RouteFacts {
  controller: Type;
  method: string;
  guards: unknown[];
  /** The classes of its `@Body()` and `@Query()` (absent when the parameter has no class). */
  body?: Type;
  query?: Type;
  /** `@Headers('name')` it reads. */
  headers: string[];
  /** It takes an upload (`@UploadedFile()`): a multipart form is accepted too. */
  upload: boolean;
  refuses: ApiErrorCode[];
}

interface RouteArg {
  index: number;
  data?: unknown;
}

const classOf = (type: unknown): Type | undefined =>
  typeof type === 'function' && type !== Object && type !== String && type !== Number ? (type as Type) : undefined;

function factsOf(controller: Type, method: string): RouteFacts {
  const handler = (controller.prototype as Record<string, object>)[method];
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, RouteArg>;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ?? []) as unknown[];
  const argOf = (kind: RouteParamtypes) =>
    Object.entries(args)
      .filter(([key]) => key.split(':')[0] === String(kind))
      .map(([, arg]) => arg);
  const typed = (kind: RouteParamtypes) =>
    argOf(kind)
      .map((a) => (a.data === undefined ? classOf(types[a.index]) : undefined))
      .find(Boolean);
  return {
    controller,
    method,
    guards: [
      ...((Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[]),
      ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[]),
    ],
    body: typed(RouteParamtypes.BODY),
    query: typed(RouteParamtypes.QUERY),
    headers: argOf(RouteParamtypes.HEADERS).flatMap((a) => (typeof a.data === 'string' ? [a.data] : [])),
    upload: argOf(RouteParamtypes.FILE).length > 0,
    refuses: (Reflect.getMetadata(REFUSES_KEY, handler) ?? []) as ApiErrorCode[],
  };
}

/** Every route's facts by the operationId @nestjs/swagger gives it (`<Controller>_<method>`). */
export function routeFacts(app: INestApplication): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[method];
        if (method === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        facts.set(`${controller.name}_${method}`, factsOf(controller, method));
      }
    }
  return facts;
}

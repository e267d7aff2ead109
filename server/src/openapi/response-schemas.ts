import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import generated from './response-schemas.json';

/** One route's answer as scripts/openapi-schemas.mjs read it from the controller's declared return type. */
export interface GeneratedAnswer {
  /** The controller class as written (a factory's class is renamed at run time: `path` then tells them apart). */
  controller: string;
  method: string;
  http: string;
  /** The route's path without the global prefix; `*` stands for a segment a factory fills in. */
  path: string;
  /** Wrapped in ApiEnvelope: `{ status, message, data }`. */
  envelope?: boolean;
  /** Answers a file (StreamableFile), alone or instead of the JSON body. */
  file?: boolean;
  /** The JSON body (or the envelope's `data`); absent for a file or no body. */
  schema?: SchemaObject;
}

export const RESPONSE_SCHEMAS = generated as unknown as { operations: GeneratedAnswer[]; schemas: Record<string, SchemaObject> };

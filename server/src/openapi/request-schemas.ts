import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';

/** Every request class's JSON schema, read from its class-validator decorators (the rules the ValidationPipe applies). */
export function requestSchemas(): Record<string, SchemaObject> {
  const schemas = validationMetadatasToSchemas({
    refPointerPrefix: '#/components/schemas/',
    classTransformerMetadataStorage: defaultMetadataStorage,
  }) as Record<string, SchemaObject>;
  // A field checked only by a custom rule the converter cannot read (an upload's file field) comes out as
  // `{}` and required; the rule, not the schema, decides whether it must be there.
  for (const schema of Object.values(schemas))
    if (schema.required) schema.required = schema.required.filter((name) => Object.keys(schema.properties?.[name] ?? {}).length > 0);
  return schemas;
}

// class-transformer's metadata (@Type of nested request classes), which class-validator-jsonschema reads; the package types only its index.
declare module 'class-transformer/cjs/storage' {
  import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
  export const defaultMetadataStorage: MetadataStorage;
}

// class-transformer's @Type reads design types through the Reflect metadata API, which browsers lack.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { registerDecorator } from 'class-validator';
import { fileProblem, type ChosenFile } from '../rules/file';

/** A chosen, non-empty file of at most `maxBytes`, kept as the very file that was chosen. */
export function IsChosenFile(maxBytes: number) {
  return (object: object, propertyName: string) => {
    // class-transformer would rebuild a browser File with `new File()`, which throws: let it build a
    // plain object, then put the chosen file itself back.
    Type(() => Object)(object, propertyName);
    Transform(({ obj }: { obj: Record<string, unknown> }) => obj[propertyName], { toClassOnly: true })(object, propertyName);
    registerDecorator({
      name: 'isChosenFile',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => fileProblem(value as ChosenFile | null, maxBytes) === null,
        defaultMessage: (args) => fileProblem(args?.value as ChosenFile | null, maxBytes) ?? 'is invalid',
      },
    });
  };
}

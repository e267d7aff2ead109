import { registerDecorator } from 'class-validator';
import { fileProblem, type ChosenFile } from '../rules/file';

/** A chosen, non-empty file of at most `maxBytes`. */
export function IsChosenFile(maxBytes: number) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isChosenFile',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => fileProblem(value as ChosenFile | null, maxBytes) === null,
        defaultMessage: (args) => fileProblem(args?.value as ChosenFile | null, maxBytes) ?? 'is invalid',
      },
    });
}

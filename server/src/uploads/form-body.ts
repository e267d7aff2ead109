/*
 * The text fields of a multipart form, gathered into `req.body` as multer did (with append-field, then
 * Nest's closeArrayGaps): an object without prototype; a repeated name becomes an array of its values;
 * `a[b]`, `a[0]` and `a[]` nest. Refusals name fields by this shape, so it is kept to the letter.
 */

type Container = Record<string | number, unknown>;

interface Step {
  key: string | number;
  /** What the next step indexes: an array (`[0]`) or an object (`[b]`). */
  nextIsArray?: boolean;
  /** `a[]`: the value goes into an array even when it is the first. */
  append?: boolean;
}

/** `a[b][0][]` as steps a, b, 0 (appending); a name that does not parse is a key of its own. */
function stepsOf(name: string): Step[] {
  const literal = [{ key: name }];
  const first = name.slice(0, name.search(/\[|$/));
  if (!first) return literal;
  const steps: Step[] = [{ key: first }];
  for (let rest = name.slice(first.length); rest; ) {
    const tail = steps[steps.length - 1];
    if (rest.startsWith('[]')) {
      if (rest !== '[]') return literal;
      tail.append = true;
      break;
    }
    const index = /^\[(\d+)\]/.exec(rest);
    const key = index ?? /^\[([^\]]+)\]/.exec(rest);
    if (!key) return literal;
    tail.nextIsArray = Boolean(index);
    steps.push({ key: index ? parseInt(key[1], 10) : key[1] });
    rest = rest.slice(key[0].length);
  }
  return steps;
}

const newObject = (): Container => Object.create(null) as Container;

/** The container a middle step leads to, made (or reshaped) as the next step needs it. */
function descend(context: Container, step: Step): Container {
  const current = context[step.key];
  if (current === undefined) return (context[step.key] = step.nextIsArray ? [] : newObject()) as Container;
  if (Array.isArray(current)) {
    if (step.nextIsArray) return current as unknown as Container;
    const obj = newObject();
    current.forEach((item: unknown, i) => {
      if (item !== undefined) obj[String(i)] = item;
    });
    return (context[step.key] = obj);
  }
  if (typeof current === 'object' && current !== null) return current as Container;
  const obj = newObject();
  obj[''] = current;
  return (context[step.key] = obj);
}

function setLast(context: Container, key: string | number, value: unknown, append = false): void {
  const current = context[key];
  if (current === undefined) context[key] = append ? [value] : value;
  else if (Array.isArray(current)) current.push(value);
  else if (typeof current === 'object' && current !== null) setLast(current as Container, '', value);
  else context[key] = [current, value];
}

export const newFormBody = (): Record<string, unknown> => newObject();

export function appendField(body: Record<string, unknown>, name: string, value: string): void {
  const steps = stepsOf(name);
  const last = steps.pop() ?? { key: name };
  const context = steps.reduce(descend, body);
  setLast(context, last.key, value, last.append);
}

/** `a[5]=x` leaves indexes 0 to 4 empty: closed, keeping the order, as Nest did after multer. */
export function closeArrayGaps(body: object): void {
  const pending: object[] = [body];
  for (let container = pending.pop(); container; container = pending.pop()) {
    const values: unknown[] = Object.values(container);
    if (Array.isArray(container) && values.length < container.length) {
      values.forEach((value, i) => (container[i] = value));
      container.length = values.length;
    }
    for (const value of values) if (typeof value === 'object' && value !== null) pending.push(value);
  }
}

const FORM_NAME_ESCAPES: Record<string, string> = { '%0A': '\n', '%0D': '\r', '%22': '"' };

/** Browsers send `"`, CR and LF in a field or file name as %22, %0D and %0A; busboy leaves them so. */
export const decodeFormName = (name: string): string =>
  name.replace(/%0A|%0D|%22/gi, (escape) => FORM_NAME_ESCAPES[escape.toUpperCase()] ?? escape);

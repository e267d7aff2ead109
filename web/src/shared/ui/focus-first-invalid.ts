/**
 * After a refused submit, moves focus (and the scroll) to the first field marked invalid inside
 * `root`, once React has rendered the errors: on a long form the user sees what to fix.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

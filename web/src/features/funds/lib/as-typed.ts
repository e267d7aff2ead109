/** Keeps the typed text for the request class's own parsing; an empty field means absent ("is required"). */
export const asTyped = (v: unknown) => (v === '' ? undefined : v);

/** Constraints that speak first when a field breaks several: an empty value says so, not its format. */
const EMPTY_FIRST = ['whitelistValidation', 'isDefined', 'isNotEmpty'] as const;

/** Which of the constraints a field breaks (class-validator's `constraints` keys) names its one message. */
export function preferredConstraint(constraints: Readonly<Record<string, string>>): string | undefined {
  return EMPTY_FIRST.find((k) => k in constraints) ?? Object.keys(constraints)[0];
}

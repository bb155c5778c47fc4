export interface PersonName {
  firstName: string;
  lastName: string;
}

/** Avatar initials: first letters of first and last name, upper-cased; '?' when both are blank. */
export function userInitials({ firstName, lastName }: PersonName): string {
  const letters = [firstName, lastName].map((part) => Array.from(part.trim())[0] ?? '').join('');
  return letters ? letters.toUpperCase() : '?';
}

export function fullName({ firstName, lastName }: PersonName): string {
  return [firstName, lastName].map((part) => part.trim()).filter(Boolean).join(' ');
}

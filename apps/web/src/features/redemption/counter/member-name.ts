/** Who redeemed, as the profile on the device knows them. */
export interface CounterMember {
  firstName: string | null;
  lastName: string | null;
  emailAddress: string;
}

const initial = (name: string) => `${[...name][0]!.toLocaleUpperCase('en-US')}.`;

/**
 * The member's name as staff see it across the counter: "Jane D." (first name, last initial); one
 * name alone gives its initial ("J."); no name gives null. Never the email address or any part
 * of it: strangers read this screen, and a local part is often the full name (ADR 0017).
 */
export function memberDisplayName(member: CounterMember | null | undefined): string | null {
  const first = member?.firstName?.trim() ?? '';
  const last = member?.lastName?.trim() ?? '';
  if (first !== '' && last !== '') return `${first} ${initial(last)}`;
  if (first !== '') return initial(first);
  if (last !== '') return initial(last);
  return null;
}

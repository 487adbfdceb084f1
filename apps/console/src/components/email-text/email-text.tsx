/**
 * An e-mail address that a narrow column breaks before its "@" rather than inside a word, so a
 * table keeps the address readable on a tablet.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

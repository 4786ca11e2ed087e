import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it to: after the '@' and before each
 * dot of the domain, never inside a word (a column too narrow for one part still breaks it,
 * with `overflow-wrap: break-word` on the container).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  const [first = '', ...rest] = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}

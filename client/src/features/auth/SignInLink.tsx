import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'wouter';
import { useSignInPath } from './returnPath';

type SignInLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  ref?: Ref<HTMLAnchorElement>;
};

/** A link to /auth from a page that asks the visitor to sign in: once signed in, they come back to that page. */
export function SignInLink(props: SignInLinkProps) {
  return <Link {...props} href={useSignInPath()} />;
}

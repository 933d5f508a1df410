import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classifyHref } from './safe-href';

interface SafeLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link from content: a path on this site becomes a router link, an http(s) address opens in a new
 * tab, a mailto: address stays a plain link, and anything else is shown as text, never as a link.
 */
export function SafeLink({ href, children, className }: SafeLinkProps) {
  const target = classifyHref(href);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <Link className={className} to={target.to}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  }
  return (
    <a className={className} href={target.href}>
      {children}
    </a>
  );
}

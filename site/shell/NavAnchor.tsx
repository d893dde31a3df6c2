/** One shell link: a client-side route, or a plain link to another site (new tab with a hint). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../text.ts';
import type { NavLink } from './nav.ts';

export function NavAnchor({
  link,
  className,
  onClick,
  children,
}: {
  link: NavLink;
  className?: string;
  onClick?(): void;
  children?: ReactNode;
}) {
  const text = useText();
  const body = children ?? link.label;
  if (link.external) {
    return (
      <a
        href={link.href}
        className={className}
        onClick={onClick}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {body}
        {link.newTab && <span className="site-vh"> {text.newTab}</span>}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} onClick={onClick}>
      {body}
    </Link>
  );
}

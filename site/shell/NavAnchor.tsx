/** One shell link: a client-side route, or a plain link to another site (new tab with a hint). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
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
  const t = useT();
  const body = children ?? t(link.label);
  if (link.external) {
    return (
      <a
        href={link.href}
        className={className}
        onClick={onClick}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {body}
        {link.newTab && <span className="site-vh"> {t('site.newTab')}</span>}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} onClick={onClick}>
      {body}
    </Link>
  );
}

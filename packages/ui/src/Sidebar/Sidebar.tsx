import { CircleUser, LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Sidebar.css';

export interface SidebarItem {
  /** Where the item goes; with a router set in `ClinicaProvider`, it navigates without a page load. */
  href: string;
  /** The visible text, e.g. 'Citas' or 'Mis incidencias'. */
  label: string;
  /** A lucide-react icon component, e.g. `CalendarDays`; drawn hidden from assistive technology. */
  icon?: LucideIcon;
  /**
   * Other paths where this item is the current page: '/administrativo' only that page,
   * '/administrativo/crearCita/*' that page and every page under it (a wizard's steps).
   */
  matches?: readonly string[];
}

/** Whether `pattern` ('/a/b' exactly, or '/a/b/*' for it and below) covers `path`. */
function covers(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === path;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The item of `items` that `path` belongs to: the one whose `href` it is, or else the one with
 * the longest of its `matches` covering it (so '/a/b/*' wins over '/a/*').
 */
export function findCurrentItem(
  items: readonly SidebarItem[],
  path: string | undefined,
): SidebarItem | undefined {
  if (path === undefined) return undefined;
  // '/administrativo/' is the same page as '/administrativo'.
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const exact = items.find(({ href }) => href === path);
  if (exact) return exact;
  let best: { item: SidebarItem; length: number } | undefined;
  for (const item of items) {
    for (const pattern of item.matches ?? []) {
      if (covers(pattern, path) && pattern.length > (best?.length ?? -1))
        best = { item, length: pattern.length };
    }
  }
  return best?.item;
}

export interface SidebarProps {
  /** The menu of the signed-in role, in order. */
  items: readonly SidebarItem[];
  /**
   * The path of the page being shown (e.g. the router's `pathname`): the item it belongs to
   * (see `findCurrentItem`) gets `aria-current="page"`, drawn by weight and a bar, not colour.
   */
  currentHref?: string;
  /** The signed-in user's display name. */
  userName: string;
  /** A second line under the name, e.g. the role ('Radiólogo'). */
  userDetail?: string;
  /** Called when 'Salir' is pressed; the app clears the session and goes to the login page. */
  onLogout: () => void;
  /**
   * The clinic's name at the top.
   * @default 'Clínica'
   */
  brand?: ReactNode;
  /** A logo drawn before the name; give it an empty `alt` or `aria-hidden`, the name is the text. */
  logo?: ReactNode;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Menú principal'
   */
  label?: string;
  /**
   * Text of the sign-out button.
   * @default 'Salir'
   */
  logoutText?: string;
  /**
   * Read before the user's name by screen readers only.
   * @default 'Sesión iniciada como'
   */
  userPrefix?: string;
  className?: string;
}

/** The side bar of staff screens: the clinic's name, the role's menu, the user and 'Salir'. */
export function Sidebar({
  items,
  currentHref,
  userName,
  userDetail,
  onLogout,
  brand = 'Clínica',
  logo,
  label = 'Menú principal',
  logoutText = 'Salir',
  userPrefix = 'Sesión iniciada como',
  className,
}: SidebarProps) {
  const current = findCurrentItem(items, currentHref);
  return (
    <nav aria-label={label} className={[styles.sidebar, className].filter(Boolean).join(' ')}>
      <div className={styles.brand}>
        {logo}
        {brand}
      </div>
      <ul className={styles.list}>
        {items.map((item) => {
          const { href, label: itemLabel, icon: Icon } = item;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={item === current ? 'page' : undefined}
                className={styles.link}
              >
                {Icon && <Icon size={20} aria-hidden="true" className={styles.icon} />}
                {itemLabel}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <p className={styles.user}>
          <CircleUser size={24} aria-hidden="true" className={styles.icon} />
          <span className={styles.userText}>
            <span className={visuallyHidden}>{`${userPrefix} `}</span>
            <span className={styles.userName}>{userName}</span>
            {userDetail && <span className={styles.userDetail}>{userDetail}</span>}
          </span>
        </p>
        <Button
          variant="secondary"
          fullWidth
          icon={<LogOut size={16} aria-hidden="true" />}
          onPress={onLogout}
          className={styles.logout}
        >
          {logoutText}
        </Button>
      </div>
    </nav>
  );
}

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
}

export interface SidebarProps {
  /** The menu of the signed-in role, in order. */
  items: readonly SidebarItem[];
  /** The `href` of the page being shown: that item gets `aria-current="page"`. */
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
  return (
    <nav aria-label={label} className={[styles.sidebar, className].filter(Boolean).join(' ')}>
      <div className={styles.brand}>
        {logo}
        {brand}
      </div>
      <ul className={styles.list}>
        {items.map(({ href, label: itemLabel, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={href === currentHref ? 'page' : undefined}
              className={styles.link}
            >
              {Icon && <Icon size={20} aria-hidden="true" className={styles.icon} />}
              {itemLabel}
            </Link>
          </li>
        ))}
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

import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Skeleton.css';

export interface SkeletonBlockProps {
  /** @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS width, e.g. '60%' or 40. @default '100%' (a circle: its height) */
  width?: string | number;
  /** CSS height. @default '1em' for text, 80 for a rectangle, 40 for a circle */
  height?: string | number;
}

const defaultHeights = { text: '1em', rect: 80, circle: 40 } as const;

/** One shimmering placeholder block, hidden from assistive technology. */
export function SkeletonBlock({ shape = 'text', width, height }: SkeletonBlockProps) {
  const h = height ?? defaultHeights[shape];
  return (
    <span
      aria-hidden="true"
      className={styles.block({ shape })}
      style={{ width: width ?? (shape === 'circle' ? h : '100%'), height: h }}
    />
  );
}

export interface SkeletonProps {
  /** Text lines drawn when there are no `children`. @default 3 */
  lines?: number;
  /** A layout of `SkeletonBlock`s shaped like the content to come. */
  children?: ReactNode;
  /**
   * Marks the container `aria-busy` while the content loads, so assistive technology knows
   * the region is not ready yet.
   * @default true
   */
  isBusy?: boolean;
  /**
   * What screen readers hear instead of the blocks, in a status message.
   * @default 'Cargando…'
   */
  label?: string;
  className?: string;
}

/**
 * A placeholder while content loads: shimmering blocks (still when the user prefers reduced
 * motion) that screen readers skip, and one 'Cargando…' status for them instead.
 */
export function Skeleton({
  lines = 3,
  children,
  isBusy = true,
  label = 'Cargando…',
  className,
}: SkeletonProps) {
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-busy={isBusy || undefined}
    >
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      <div className={styles.blocks} aria-hidden="true">
        {children ??
          Array.from({ length: lines }, (_, index) => (
            <SkeletonBlock
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines.
              key={index}
              width={index === lines - 1 && lines > 1 ? '60%' : '100%'}
            />
          ))}
      </div>
    </div>
  );
}

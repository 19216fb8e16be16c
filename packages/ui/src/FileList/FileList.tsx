import { Eye, FileImage, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLocale } from 'react-aria';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import * as styles from './FileList.css';
import { formatFileSize } from './formatFileSize';

export interface FileListItem {
  /** A stable key: a server id, or one made when the file was chosen. */
  id: string;
  /** The file's name, e.g. 'radiografia.png'. */
  name: string;
  /** Size in bytes; shown as '1,2 MB'. Absent for files known only by name. */
  size?: number;
}

export interface FileListProps<T extends FileListItem = FileListItem> {
  /** The files, in the order shown. */
  items: readonly T[];
  /** Opens the file's preview; without it there is no preview button. */
  onPreview?: (item: T) => void;
  /**
   * A small picture of the file (a thumbnail) in place of the file icon; decorative, since the
   * name is beside it.
   */
  renderThumbnail?: (item: T) => ReactNode;
  /** Removes the file; without it there is no 'Eliminar' button (a read-only list). */
  onRemove?: (item: T) => void;
  /**
   * Heading of the list.
   * @default 'Imágenes Subidas'
   */
  title?: string;
  /**
   * Level of the heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Shown when there are no files.
   * @default 'No hay imágenes subidas.'
   */
  emptyText?: string;
  /**
   * Accessible name and tooltip of a file's preview button.
   * @default (name) => `Ver imagen ${name}`
   */
  previewLabel?: (name: string) => string;
  /**
   * Visible text of the delete button.
   * @default 'Eliminar'
   */
  removeText?: string;
  /**
   * Accessible name of a file's delete button, which must say which file it deletes.
   * @default (name) => `Eliminar ${name}`
   */
  removeLabel?: (name: string) => string;
  className?: string;
}

/**
 * The chosen files: name, size, a preview button and a red 'Eliminar' button each. After a
 * removal focus moves to the next file's 'Eliminar' (or the heading when none is left), so a
 * keyboard user is never dropped at the top of the page.
 */
export function FileList<T extends FileListItem>({
  items,
  onPreview,
  renderThumbnail,
  onRemove,
  title = 'Imágenes Subidas',
  headingLevel = 2,
  emptyText = 'No hay imágenes subidas.',
  previewLabel = (name) => `Ver imagen ${name}`,
  removeText = 'Eliminar',
  removeLabel = (name) => `Eliminar ${name}`,
  className,
}: FileListProps<T>) {
  const { locale } = useLocale();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removed = useRef<{ id: string; index: number } | null>(null);
  const Heading = `h${headingLevel}` as const;

  // Runs once the parent has dropped the removed file from `items`.
  useEffect(() => {
    const pending = removed.current;
    // The parent may keep the file (e.g. the user cancelled a confirmation): leave focus be.
    if (!pending || items.some((item) => item.id === pending.id)) return;
    removed.current = null;
    if (items.length === 0) {
      headingRef.current?.focus();
      return;
    }
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('[data-remove]');
    buttons?.[Math.min(pending.index, items.length - 1)]?.focus();
  }, [items]);

  return (
    <div ref={rootRef} className={[styles.fileList, className].filter(Boolean).join(' ')}>
      <Heading ref={headingRef} id={headingId} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul aria-labelledby={headingId} className={styles.list}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.item}>
              {renderThumbnail ? (
                renderThumbnail(item)
              ) : (
                <FileImage size={20} aria-hidden="true" className={styles.fileIcon} />
              )}
              <span className={styles.fileText}>
                <span className={styles.fileName}>{item.name}</span>
                {item.size !== undefined && (
                  <span className={styles.fileSize}>{formatFileSize(item.size, locale)}</span>
                )}
              </span>
              <span className={styles.actions}>
                {onPreview && (
                  <IconButton
                    label={previewLabel(item.name)}
                    icon={<Eye size={18} />}
                    tone="primary"
                    onPress={() => onPreview(item)}
                  />
                )}
                {onRemove && (
                  <Button
                    variant="danger"
                    size="small"
                    icon={<Trash2 size={16} aria-hidden="true" />}
                    aria-label={removeLabel(item.name)}
                    data-remove=""
                    onPress={() => {
                      removed.current = { id: item.id, index };
                      onRemove(item);
                    }}
                  >
                    {removeText}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

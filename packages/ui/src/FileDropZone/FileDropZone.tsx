import { CircleAlert, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { isDirectoryDropItem, isFileDropItem, useListFormatter, useLocale } from 'react-aria';
import { DropZone, FileTrigger, LabelContext, Text } from 'react-aria-components';
import { Button } from '../Button';
import { FieldLabel, fieldStyles } from '../Field';
import { formatFileSize } from '../FileList/formatFileSize';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './FileDropZone.css';
import { acceptedFormatNames, checkFiles, type FileRejection, isAcceptedType } from './fileRules';

export type { FileRejection, FileRejectionReason } from './fileRules';

/** The messages of rejected files; each can be replaced. */
export interface FileDropZoneMessages {
  /** @default (name) => `${name}: tipo de archivo no admitido.` */
  typeNotAllowed: (fileName: string) => string;
  /** @default (name, max) => `${name}: supera el tamaño máximo de ${max}.` */
  tooLarge: (fileName: string, maxSize: string) => string;
  /** @default (max) => `Solo se admiten ${max} archivos.` */
  tooMany: (maxFiles: number) => string;
}

const defaultMessages: FileDropZoneMessages = {
  typeNotAllowed: (name) => `${name}: tipo de archivo no admitido.`,
  tooLarge: (name, max) => `${name}: supera el tamaño máximo de ${max}.`,
  tooMany: (max) => (max === 1 ? 'Solo se admite 1 archivo.' : `Solo se admiten ${max} archivos.`),
};

export interface FileDropZoneProps {
  /** The field's label, e.g. 'Imagen'. */
  label: string;
  /** Called with the files that passed every limit, in the order they came. */
  onFilesAdded: (files: File[]) => void;
  /** Called with the files refused and why (their messages are shown by the zone itself). */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /**
   * Accepted MIME types and extensions, e.g. `['image/png', 'image/jpeg', '.dcm']`.
   * Absent: any file.
   */
  accept?: readonly string[];
  /**
   * Admits a file that `accept` refuses when its content says it is one of the accepted kinds,
   * e.g. a DICOM from a CD named `IM0001`, with no extension and no type. With it the file
   * picker offers every file, since the content decides.
   */
  acceptByContent?: (file: File) => Promise<boolean>;
  /** Largest size of one file, in bytes (e.g. `20 * 1024 * 1024` for 20 MB). */
  maxSize?: number;
  /** Most files in total, counting `fileCount` already chosen. */
  maxFiles?: number;
  /**
   * Whether several files may be chosen at once.
   * @default true
   */
  multiple?: boolean;
  /**
   * How many files are already chosen (shown in the file list), so `maxFiles` counts them.
   * @default 0
   */
  fileCount?: number;
  /** Shows the required mark '*' and tells screen readers the field is required. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** An error from the form, e.g. 'Añade al menos una imagen.', shown with the zone's own. */
  errorMessage?: string;
  /**
   * Text under the zone; by default it states the limits, e.g. 'PNG, JPEG, WebP o DICOM.
   * Hasta 20 MB por archivo, 10 archivos como máximo.'
   */
  description?: string;
  /**
   * @default 'Arrastra aquí los archivos'
   */
  dropText?: string;
  /** @default 'o' */
  orText?: string;
  /**
   * Text of the button that opens the file picker.
   * @default 'Seleccionar archivos'
   */
  buttonText?: string;
  /**
   * Read by screen readers after the label of a required field.
   * @default '(obligatorio)'
   */
  requiredText?: string;
  /** Replaces any of the rejection messages. */
  messages?: Partial<FileDropZoneMessages>;
  /**
   * Checks a file's content once it passed the other limits, e.g. its first bytes against the
   * formats the server takes: a file for which it answers `false` is refused as of a type not
   * admitted, so a text file named `.png` is refused when it is chosen, not after sending it.
   */
  checkContent?: (file: File) => Promise<boolean>;
  className?: string;
}

function useLimitsText(
  accept: readonly string[] | undefined,
  maxSize: number | undefined,
  maxFiles: number | undefined,
) {
  const { locale } = useLocale();
  const orList = useListFormatter({ type: 'disjunction' });
  const sentences: string[] = [];
  const formats = acceptedFormatNames(accept);
  if (formats.length > 0) sentences.push(`${orList.format(formats)}.`);
  const limits: string[] = [];
  if (maxSize !== undefined) limits.push(`hasta ${formatFileSize(maxSize, locale)} por archivo`);
  if (maxFiles !== undefined)
    limits.push(`${maxFiles} ${maxFiles === 1 ? 'archivo' : 'archivos'} como máximo`);
  if (limits.length > 0) {
    const text = limits.join(', ');
    sentences.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
  }
  return sentences.join(' ');
}

/**
 * A drop zone with a file picker button. Files are checked against the accept list, size and
 * count limits; the good ones go to `onFilesAdded`, each refused one gets a Spanish message.
 */
export function FileDropZone({
  label,
  onFilesAdded,
  onFilesRejected,
  accept,
  acceptByContent,
  maxSize,
  maxFiles,
  multiple = true,
  fileCount = 0,
  isRequired,
  isDisabled,
  errorMessage,
  description,
  dropText = 'Arrastra aquí los archivos',
  orText = 'o',
  buttonText = 'Seleccionar archivos',
  requiredText = '(obligatorio)',
  messages,
  checkContent,
  className,
}: FileDropZoneProps) {
  const { locale } = useLocale();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [rejectionMessages, setRejectionMessages] = useState<string[]>([]);
  const limit = multiple ? maxFiles : 1;
  const limitsText = useLimitsText(accept, maxSize, limit);
  const text = { ...defaultMessages, ...messages };

  const addFiles = async (files: File[], unreadable: string[] = []) => {
    const byContent = new Set<File>();
    if (acceptByContent && accept && accept.length > 0) {
      await Promise.all(
        files.map(async (file) => {
          if (isAcceptedType(file, accept)) return;
          if (await acceptByContent(file).catch(() => false)) byContent.add(file);
        }),
      );
    }
    const checked = checkFiles(files, { accept, maxSize, maxFiles: limit }, fileCount, byContent);
    const rejected = [...checked.rejected];
    let accepted = checked.accepted;
    if (checkContent) {
      const good = await Promise.all(accepted.map((file) => checkContent(file).catch(() => false)));
      for (const file of accepted.filter((_, index) => !good[index]))
        rejected.push({ file, reason: 'type' });
      accepted = accepted.filter((_, index) => good[index]);
    }
    const found = unreadable.map((name) => text.typeNotAllowed(name));
    for (const { file, reason } of rejected) {
      if (reason === 'type') found.push(text.typeNotAllowed(file.name));
      if (reason === 'size')
        found.push(text.tooLarge(file.name, formatFileSize(maxSize ?? 0, locale)));
    }
    if (limit !== undefined && rejected.some(({ reason }) => reason === 'count'))
      found.push(text.tooMany(limit));
    setRejectionMessages(found);
    if (accepted.length > 0) onFilesAdded(accepted);
    if (rejected.length > 0) onFilesRejected?.(rejected);
  };

  const errors = [...(errorMessage ? [errorMessage] : []), ...rejectionMessages];
  const describedBy = [descriptionId, errors.length > 0 ? errorId : null].filter(Boolean).join(' ');
  const shownDescription = description ?? limitsText;

  return (
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={[fieldStyles.field, styles.fieldset, className].filter(Boolean).join(' ')}
    >
      {/* The label names the fieldset (a span: no single input stands for the field). */}
      <LabelContext.Provider value={{ id: labelId, elementType: 'span' }}>
        <FieldLabel isRequiredMark={isRequired}>
          {label}
          {isRequired && <span className={visuallyHidden}>{` ${requiredText}`}</span>}
        </FieldLabel>
      </LabelContext.Provider>
      <DropZone
        aria-label={label}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.filter(isFileDropItem).map((item) => item.getFile()),
          );
          // A dropped folder cannot be uploaded as an image: refuse it by name.
          const folders = event.items.filter(isDirectoryDropItem).map((item) => item.name);
          await addFiles(files, folders);
        }}
        data-invalid={errors.length > 0 || undefined}
        className={styles.zone}
      >
        <Upload size={28} aria-hidden="true" className={styles.zoneIcon} />
        <Text slot="label" className={styles.dropText}>
          {dropText}
        </Text>
        <span className={styles.orText}>{orText}</span>
        <FileTrigger
          acceptedFileTypes={acceptByContent ? undefined : accept}
          allowsMultiple={multiple}
          onSelect={(list) => void addFiles(Array.from(list ?? []))}
        >
          <Button variant="secondary" isDisabled={isDisabled} aria-describedby={describedBy}>
            {buttonText}
          </Button>
        </FileTrigger>
      </DropZone>
      {shownDescription && (
        <span id={descriptionId} className={fieldStyles.description}>
          {shownDescription}
        </span>
      )}
      {/* Always in the page, so a screen reader announces each new set of messages. */}
      <div id={errorId} role="alert">
        {errors.length > 0 && (
          <ul className={styles.errors}>
            {errors.map((message) => (
              <li key={message} className={fieldStyles.fieldError}>
                <CircleAlert size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                <span>{message}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}

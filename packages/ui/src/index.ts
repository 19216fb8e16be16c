// biome-ignore-all assist/source/organizeImports: los grupos van en el orden en que los busca quien usa el kit.
// Lo que @clinica/ui publica: cada componente con su tipo `Props` y los tipos de lo que se le
// pasa, el proveedor y el tema. Los estilos internos de cada componente (sus clases, sus colores
// en bruto, sus textos por defecto) no se publican.

// El proveedor (idioma, tema, enrutador) y el tema: el contrato `vars`, los dos temas y los tokens.
export { ClinicaProvider } from './ClinicaProvider';
export { highContrastTheme, lightTheme, tokens, vars } from './theme';
export type { ClinicaProviderProps, ClinicaRouter, ClinicaTheme } from './ClinicaProvider';

// Acciones.
export { Button } from './Button';
export { IconButton } from './IconButton';
export { LinkButton } from './LinkButton';
export type { ButtonProps } from './Button';
export type { IconButtonProps } from './IconButton';
export type { LinkButtonProps } from './LinkButton';

// Formularios: los campos, sus etiquetas y errores, el resumen de errores y el foco.
export { afterNextPaint } from './afterNextPaint';
export { Checkbox } from './Checkbox';
export { ComboBox, ComboBoxItem } from './ComboBox';
export { ErrorSummary } from './ErrorSummary';
export { FieldDescription, FieldError, FieldLabel } from './Field';
export { findFieldControl, Form, focusField } from './Form';
export { NumberField } from './NumberField';
export { PasswordField } from './PasswordField';
export { Radio, RadioGroup } from './RadioGroup';
export { SearchField } from './SearchField';
export { Select, SelectItem } from './Select';
export { TextArea } from './TextArea';
export { TextField } from './TextField';
export type { CheckboxProps } from './Checkbox';
export type { ComboBoxItemProps, ComboBoxProps } from './ComboBox';
export type { ErrorSummaryError, ErrorSummaryProps } from './ErrorSummary';
export type { FieldErrorProps, FieldLabelProps } from './Field';
export type { FormProps } from './Form';
export type { NumberFieldProps } from './NumberField';
export type { PasswordFieldProps } from './PasswordField';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export type { SearchFieldProps } from './SearchField';
export type { SelectItemProps, SelectProps } from './Select';
export type { TextAreaProps } from './TextArea';
export type { TextFieldProps } from './TextField';

// Fechas y horas.
export { Calendar } from './Calendar';
export { DateField } from './DateField';
export { DatePicker } from './DatePicker';
export { TimeField } from './TimeField';
export type { CalendarProps } from './Calendar';
export type { DateFieldProps, DateMessages } from './DateField';
export type { DatePickerProps } from './DatePicker';
export type { TimeFieldProps, TimeMessages } from './TimeField';

// Datos: la tabla (tarjetas cuando es estrecha), la lista de descripciones y el estado de una cita.
export { DataTable } from './DataTable';
export { DescriptionList } from './DescriptionList';
export { StatusBadge, statusLabel } from './StatusBadge';
export type {
  DataTableCardDetail,
  DataTableCardLayout,
  DataTableCardSlot,
  DataTableColumn,
  DataTableInfo,
  DataTableProps,
  DataTableRowAction,
  DataTableRowTone,
  DataTableTexts,
  DataTableValue,
} from './DataTable';
export type {
  DescriptionListAction,
  DescriptionListItem,
  DescriptionListProps,
} from './DescriptionList';
export type { EstadoClinico, StatusBadgeProps } from './StatusBadge';

// Superposiciones y avisos.
export { AlertDialog } from './AlertDialog';
export { Dialog, DialogTrigger } from './Dialog';
export { createToaster, ToastProvider, ToastRegion, useToast } from './Toast';
export type { AlertDialogProps } from './AlertDialog';
export type { DialogProps, DialogTriggerProps } from './Dialog';
export type {
  ToastContent,
  Toaster,
  ToasterOptions,
  ToastOptions,
  ToastProviderProps,
  ToastRegionProps,
  ToastTone,
} from './Toast';

// Estructura de la página.
export { AppShell } from './AppShell';
export { Card, InfoBox } from './Card';
export { PageHeader } from './PageHeader';
export { findCurrentItem, Sidebar } from './Sidebar';
export { Stepper } from './Stepper';
export type { AppShellProps } from './AppShell';
export type { CardProps, InfoBoxProps, InfoBoxTone } from './Card';
export type { PageHeaderProps } from './PageHeader';
export type { SidebarItem, SidebarProps } from './Sidebar';
export type { StepperProps } from './Stepper';

// Archivos.
export { FileDropZone } from './FileDropZone';
export { FileList } from './FileList';
export { ImagePreview } from './ImagePreview';
export type {
  FileDropZoneMessages,
  FileDropZoneProps,
  FileRejection,
  FileRejectionReason,
} from './FileDropZone';
export type { FileListItem, FileListProps } from './FileList';
export type { ImagePreviewProps } from './ImagePreview';

// Estados de una pantalla: cargando, vacía, con error, hecho.
export { Confirmation } from './Confirmation';
export { EmptyState } from './EmptyState';
export { ErrorScreen } from './ErrorScreen';
export { ProgressBar } from './ProgressBar';
export { Skeleton, SkeletonBlock } from './Skeleton';
export { Spinner } from './Spinner';
export type { ConfirmationProps } from './Confirmation';
export type { EmptyStateProps } from './EmptyState';
export type { ErrorScreenProps } from './ErrorScreen';
export type { ProgressBarProps } from './ProgressBar';
export type { SkeletonBlockProps, SkeletonProps } from './Skeleton';
export type { SpinnerProps } from './Spinner';

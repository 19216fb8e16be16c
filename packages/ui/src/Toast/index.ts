export type {
  ToastContent,
  Toaster,
  ToasterOptions,
  ToastOptions,
  ToastProviderProps,
  ToastRegionProps,
  ToastTone,
} from './Toast';
export { createToaster, ToastProvider, ToastRegion, useToast } from './Toast';

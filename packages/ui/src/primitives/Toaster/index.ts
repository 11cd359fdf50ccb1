export { Toaster, type ToasterProps } from './Toaster';
export {
  type PromiseMessages,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  type Toast,
  type ToastApi,
  type ToastContent,
  type ToastOptions,
  ToastStore,
  type ToastType,
  toast,
  toastStore,
} from './toastStore';

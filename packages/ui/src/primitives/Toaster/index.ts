export { Toaster, type ToasterProps } from './Toaster';
export {
  type PromiseMessages,
  SESSION_END_TOAST_ID,
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

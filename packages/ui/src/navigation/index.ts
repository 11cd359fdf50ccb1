export {
  AppLink,
  type AppLinkProps,
  type Navigation,
  NavigationProvider,
  type NavigationProviderProps,
  useNavigation,
} from './Navigation';

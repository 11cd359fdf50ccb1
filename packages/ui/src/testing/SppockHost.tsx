// What the reference app gives a screen, for stories and tests: the SDK provider over a test
// host client, a host router that follows `navigate`, and the Toaster.
import { SppockProvider } from '@sppock/sdk/react';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { NavigationProvider } from '../navigation/Navigation';
import { Toaster } from '../primitives/Toaster/Toaster';
import { createTestHost, type TestHost } from './testHost';

export interface SppockHostProps {
  /** The client and QueryClient. @default a visitor whose calls go to the page's fetch (the Storybook MSW worker) */
  host?: TestHost;
  /** The route the screen starts on. @default '/' */
  path?: string;
  /** Sees every navigation (a spy in tests); the host's route follows it. @default none */
  onNavigate?: (to: string, options?: { replace?: boolean }) => void;
  /** Mount a Toaster. A host inside another (a story that swaps the client) never mounts a second one. @default true */
  toaster?: boolean;
  children?: ReactNode;
}

const InsideHost = createContext(false);

export function SppockHost({
  host: given,
  path = '/',
  onNavigate,
  toaster = true,
  children,
}: SppockHostProps) {
  const nested = useContext(InsideHost);
  const [host] = useState(() => given ?? createTestHost({ user: null }));
  const [currentPath, setCurrentPath] = useState(path);
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      if (options) {
        onNavigate?.(to, options);
      } else {
        onNavigate?.(to);
      }
      setCurrentPath(to);
    },
    [onNavigate],
  );
  return (
    <InsideHost.Provider value={true}>
      <SppockProvider client={host.client} queryClient={host.queryClient}>
        <NavigationProvider navigate={navigate} currentPath={currentPath}>
          {children}
          {toaster && !nested ? <Toaster /> : null}
        </NavigationProvider>
      </SppockProvider>
    </InsideHost.Provider>
  );
}

/** Cancels Storybook's 32 px padding, so a full-page screen is shown as the app shows it. */
export function FullBleed({ children }: { children?: ReactNode }) {
  return <div style={{ margin: -32 }}>{children}</div>;
}

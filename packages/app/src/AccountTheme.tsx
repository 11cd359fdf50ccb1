// The theme and the account's `dark_mode` setting, kept as one fact (spec 1 §4: the server's
// setting is applied to the theme on load). Before sign-in the device's choice shows (dark by
// default); once the account's settings arrive, the account's choice shows; from then on a change
// of theme anywhere — the header's toggle included — is saved to the account, so the next
// sign-in, on any device, opens with the same theme. That only agrees with what a visitor saw if
// the server's default `dark_mode` is the library's default theme (dark).
import { useGeneralSettings, useSession, useSppock, useUpdateGeneralSettings } from '@sppock/sdk/react';
import { getStoredTheme, setStoredTheme, useTheme } from '@sppock/ui';
import { useEffect, useRef } from 'react';

const SETTINGS_SAVE_KEY = ['put', '/api/accounts/general-settings/'];

export function AccountTheme() {
  const { status, user } = useSession();
  const { queryClient } = useSppock();
  const authenticated = status === 'authenticated';
  const settings = useGeneralSettings({
    enabled: authenticated,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const { mutate: save } = useUpdateGeneralSettings();
  const { theme } = useTheme();
  const accountDark = authenticated ? settings.data?.settings.dark_mode : undefined;
  // The account whose setting has been applied in this page; a new sign-in applies it again.
  const appliedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!authenticated) {
      appliedFor.current = null;
      return;
    }
    if (accountDark === undefined || user === null || appliedFor.current === user.id) {
      return;
    }
    appliedFor.current = user.id;
    setStoredTheme(accountDark ? 'dark' : 'light');
  }, [authenticated, accountDark, user]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `theme` is the trigger (a toggle after sign-in); the effect reads the store itself.
  useEffect(() => {
    if (accountDark === undefined || user === null || appliedFor.current !== user.id) {
      return;
    }
    // The store, not the render's `theme`: this runs in the commit that applied the account's
    // choice too, before the re-render that shows it.
    const dark = getStoredTheme() === 'dark';
    if (dark === accountDark) {
      return;
    }
    // The Configurações tab saves the switch itself, right after changing the theme: let it.
    queueMicrotask(() => {
      if (queryClient.isMutating({ mutationKey: SETTINGS_SAVE_KEY }) === 0) {
        save({ dark_mode: dark });
      }
    });
  }, [theme, accountDark, user, queryClient, save]);

  return null;
}

/**
 * The app's name and build mode, as the superuser's debug panel shows them (spec 2 §2 "Debug
 * panel": API URL, hostname, app name and mode), from the shell's 'Debug Ambiente' and the chat's
 * toggle alike.
 */
export const APP_INFO = { appName: 'Sppock', mode: import.meta.env.MODE } as const;

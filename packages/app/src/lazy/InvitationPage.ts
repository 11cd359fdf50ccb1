// A lazy screen's own module. '@sppock/ui/auth' is also imported statically for the sign-in screens
// (screens.tsx): a dynamic import of that same entry point would put every export of it in the
// first page's code (a bundler must hand back the whole module), so the lazy import goes through
// this file instead.
export { InvitationPage } from '@sppock/ui/auth';

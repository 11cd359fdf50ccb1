// A lazy screen's own module. '@sppock/ui/shell' is also imported statically for the public pages'
// footer (PageFooter, features/assessments): a dynamic import of that same entry point would put
// every export of it in the first page's code (a bundler must hand back the whole module), so the
// lazy import goes through this file instead.
export { DashboardPage } from '@sppock/ui/shell';

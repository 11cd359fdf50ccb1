// A lazy screen's own module. '@sppock/ui/chatbot' is also imported statically for the FAQ
// chatbot's provider (RootLayout): a dynamic import of that same entry point would put every export
// of it in the first page's code (a bundler must hand back the whole module), so the lazy import
// goes through this file instead.
export { ChatbotLauncher } from '@sppock/ui/chatbot';

export { ChatbotLauncher, type ChatbotLauncherProps } from './ChatbotLauncher';
export { ChatbotWidget, type ChatbotWidgetProps } from './ChatbotWidget';
export {
  type ChatbotWidgetControls,
  ChatbotWidgetProvider,
  type ChatbotWidgetProviderProps,
  useChatbotWidget,
} from './ChatbotWidgetProvider';
export { type ChatbotTexts, chatbotTexts } from './messages';

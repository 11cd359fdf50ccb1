import { useMessages } from '../messages/MessagesProvider';
import { type ChatbotTexts, chatbotTexts } from './messages';

export function useChatbotTexts(): ChatbotTexts {
  return useMessages('chatbot', chatbotTexts);
}

export { CHAT_INPUT_MAX_HEIGHT, CHAT_INPUT_MIN_HEIGHT, Textarea, type TextareaProps } from './Textarea';

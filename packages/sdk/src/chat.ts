// @sppock/sdk/chat — the chat's answer stream (a contract extension of send_message in the AI
// SDK UI message stream protocol): `streamMessage` and its typed parts. No React here; the hook
// `useChatStream` is in '@sppock/sdk/react'.
export {
  type ChatAnswerMetadata,
  type ChatAnswerStart,
  type ChatClarification,
  type ChatJobProgress,
  type ChatOrchestration,
  type ChatStreamPart,
  readChatStream,
} from './chat/parts';
export { type ResumeAnswerOptions, resumeAnswer, stopAnswer } from './chat/resumeAnswer';
export {
  type CustomAgentStreamInput,
  type StreamMessageError,
  type StreamMessageInput,
  type StreamMessageOptions,
  streamCustomAgentMessage,
  streamMessage,
} from './chat/streamMessage';

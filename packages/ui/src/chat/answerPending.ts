import { createContext } from 'react';

/**
 * True while an answer is on its way (ChatMessageList provides it): the messages' version arrows
 * wait and an edit being written steps aside until the answer ends. A context, not a prop of each
 * message, so sending and receiving an answer render these few parts, not every message with its
 * markdown and buttons (issue 28: no long task when an answer is appended). @default false
 */
export const AnswerPendingContext = createContext(false);

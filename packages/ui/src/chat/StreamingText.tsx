import { type ChatStreamTextSource, useChatStreamText } from '@sppock/sdk/react';
import { memo, type RefObject, useDeferredValue, useEffect } from 'react';
import { ChatMarkdown } from './ChatMarkdown';

export interface StreamingTextProps {
  /** The answer's text as it arrives (`useChatStream`'s `textSource`). */
  source: ChatStreamTextSource;
  /** The end of the conversation, kept in view while the text grows. */
  end: RefObject<HTMLElement | null>;
}

/**
 * The text of the answer streaming in: the one part of the chat that renders with each token
 * (issue 28). The markdown follows at low priority (`useDeferredValue`: a token arriving during
 * its render interrupts it) and parses again only its last block; the stored answer that replaces
 * it reuses the blocks parsed here.
 */
export const StreamingText = memo(function StreamingText({ source, end }: StreamingTextProps) {
  const text = useDeferredValue(useChatStreamText(source));
  // Once per frame, in the frame's own layout: not a forced layout per token.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the trigger (it grew).
  useEffect(() => {
    const frame = requestAnimationFrame(() => end.current?.scrollIntoView?.({ block: 'end' }));
    return () => cancelAnimationFrame(frame);
  }, [text, end]);
  return <ChatMarkdown>{text}</ChatMarkdown>;
});

import {
  type ChatMessage,
  type ConversationDetail,
  type MentorEngine,
  type MentorId,
  type MentorSource,
  type MentorStreamEvent,
} from '@common/mentor';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, getJson } from '@/lib/api';
import { mentorKeys, streamChat } from './mentorApi';

/** A message on screen: stored ones, the user's just-sent one and the answer being streamed. */
export interface ShownMessage {
  key: string;
  type: 'user' | 'ai';
  text: string;
  sources: MentorSource[];
  engine: MentorEngine | null;
  /** Set when the language model failed and the built-in mentor answered. */
  notice: string | null;
  /** The answer is still arriving. */
  streaming: boolean;
}

/** Why a message was not answered: the server's sentence, and whether signing in would help. */
export interface ChatFailure {
  message: string;
  signIn: boolean;
}

const fromStored = (m: ChatMessage): ShownMessage => ({
  key: m.id,
  type: m.type,
  text: m.message,
  sources: m.sources,
  engine: m.engine,
  notice: null,
  streaming: false,
});

let localKey = 0;
const nextKey = (prefix: string) => `${prefix}-${(localKey += 1)}`;

/**
 * The chat with one mentor (its owner is keyed by the mentor, so another mentor is another chat): sending (the user's message shows at once), the streamed answer, the waiting state
 * while the answer is produced, resuming a stored conversation and starting a new one.
 */
export function useMentorChat(mentorId: MentorId, signedIn: boolean) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  /** True from sending until the first words of the answer arrive. */
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [loadingConversation, setLoadingConversation] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    setMessages([]);
    setConversationId(null);
    setBusy(false);
    setWaiting(false);
    setFailure(null);
  }, []);

  useEffect(() => () => abortRef.current?.abort(), []);

  const updateAnswer = (key: string, change: (m: ShownMessage) => ShownMessage) =>
    setMessages((list) => list.map((m) => (m.key === key ? change(m) : m)));

  /** Sends a message; a blank one is ignored. Answers whether it was sent (false: keep the text). */
  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const message = raw.trim();
      if (!message || busy) return false;
      const controller = new AbortController();
      abortRef.current = controller;
      const userKey = nextKey('user');
      const answerKey = nextKey('answer');
      setFailure(null);
      setBusy(true);
      setWaiting(true);
      setMessages((list) => [
        ...list,
        {
          key: userKey,
          type: 'user',
          text: message,
          sources: [],
          engine: null,
          notice: null,
          streaming: false,
        },
      ]);
      let answerShown = false;
      const showAnswer = () => {
        if (answerShown) return;
        answerShown = true;
        setWaiting(false);
        setMessages((list) => [
          ...list,
          { key: answerKey, type: 'ai', text: '', sources: [], engine: null, notice: null, streaming: true },
        ]);
      };
      const onEvent = (event: MentorStreamEvent) => {
        switch (event.event) {
          case 'start':
            setConversationId(event.data.conversationId);
            break;
          case 'delta':
            showAnswer();
            updateAnswer(answerKey, (m) => ({ ...m, text: m.text + event.data.text }));
            break;
          case 'notice':
            showAnswer();
            updateAnswer(answerKey, (m) => ({
              ...m,
              text: event.data.restart ? '' : m.text,
              notice: event.data.message,
            }));
            break;
          case 'sources':
            updateAnswer(answerKey, (m) => ({ ...m, sources: event.data.sources }));
            break;
          case 'done':
            showAnswer();
            updateAnswer(answerKey, (m) => ({
              ...m,
              text: event.data.message.message,
              sources: event.data.message.sources,
              engine: event.data.message.engine,
              streaming: false,
            }));
            break;
          case 'error':
            setFailure({ message: event.data.message, signIn: false });
            break;
        }
      };
      try {
        await streamChat(
          { mentorId, message, ...(conversationId ? { conversationId } : {}) },
          onEvent,
          controller.signal,
        );
        if (signedIn) await queryClient.invalidateQueries({ queryKey: mentorKeys.conversations(mentorId) });
        return true;
      } catch (error) {
        if (controller.signal.aborted) return true;
        if (!answerShown) setMessages((list) => list.filter((m) => m.key !== userKey));
        setFailure({
          message: errorMessage(error),
          signIn: error instanceof ApiError && error.status === 429 && !signedIn,
        });
        return answerShown;
      } finally {
        if (abortRef.current === controller) {
          setBusy(false);
          setWaiting(false);
          setMessages((list) => list.map((m) => (m.streaming ? { ...m, streaming: false } : m)));
        }
      }
    },
    [busy, conversationId, mentorId, queryClient, signedIn],
  );

  /** Shows a stored conversation so it can be continued. */
  const resume = useCallback(
    async (id: number) => {
      reset();
      setLoadingConversation(true);
      try {
        const detail = await getJson<ConversationDetail>(mentorKeys.conversation(id)[0]);
        if (!detail) return;
        setConversationId(detail.conversation.id);
        setMessages(detail.messages.map(fromStored));
      } catch (error) {
        setFailure({ message: errorMessage(error), signIn: false });
      } finally {
        setLoadingConversation(false);
      }
    },
    [reset],
  );

  return { messages, conversationId, busy, waiting, failure, loadingConversation, send, resume, reset };
}

import { Link } from "@remix-run/react";
import { Fragment, useEffect, useRef, useState } from "react";
import { chatSessionId } from "~/client/chat-session";
import Bot from "~/components/icons/bot";
import Minus from "~/components/icons/minus";
import Send from "~/components/icons/send";
import { randomId, site, X } from "~/components/root-shared.bundle-boundary";
import { Tooltip } from "~/components/ui/tooltip";
import { chatCopy } from "~/content/chat";
import type { ChatIntent } from "~/schemas/chat";

export interface ChatMessage {
  id: string;
  text: string;
  sender: "bot" | "user";
  timestamp: number;
  isTyping: boolean;
}

const CLIENT_TIMEOUT_MS = 15_000;
const connectionError = chatCopy.connectionError.replace("{email}", site.emails.contact);

function botMessage(text: string, isTyping = false): ChatMessage {
  return { id: randomId(), text, sender: "bot", timestamp: Date.now(), isTyping };
}

function greeting(intent: ChatIntent) {
  return intent === "schedule"
    ? chatCopy.scheduleWelcome
    : chatCopy.welcome.replace("{name}", site.name);
}

/**
 * Asks our API. An empty reply or a refused question becomes the couldn't-process apology, a
 * rate limit its own message, and any other failure the connection-issues message.
 */
async function fetchReply(message: string, intent: ChatIntent): Promise<string> {
  try {
    const response = await fetch("/api/v1/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        message,
        intent,
        sessionId: chatSessionId(),
        url: window.location.href,
      }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as {
      response?: unknown;
      message?: unknown;
    } | null;
    if (response.ok)
      return typeof body?.response === "string" && body.response.trim()
        ? body.response
        : chatCopy.emptyReply;
    if (response.status === 429 && typeof body?.message === "string") return body.message;
    if (response.status === 400) return chatCopy.emptyReply;
    return connectionError;
  } catch {
    return connectionError;
  }
}

/** Plain text with the site's own paths and e-mail addresses as links; nothing else is interpreted. */
function MessageText({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, index) => {
        const [, word, trailing] = /^(.*?)([.,;:!?)]*)$/.exec(part) ?? [part, part, ""];
        if (word && /^\/(?!\/)[\w\-/#?=&.]*$/.test(word)) {
          return (
            <Fragment key={index}>
              <Link to={word} className="font-medium underline">
                {word}
              </Link>
              {trailing}
            </Fragment>
          );
        }
        if (word && /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(word)) {
          return (
            <Fragment key={index}>
              <a href={`mailto:${word}`} className="font-medium underline">
                {word}
              </a>
              {trailing}
            </Fragment>
          );
        }
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}

export default function ChatPanel({
  hidden,
  intent,
  request,
  onMinimise,
  onClose,
}: {
  hidden: boolean;
  intent: ChatIntent;
  /** Bumped each time "openLiveChat" arrives while the chat is already open. */
  request: number;
  onMinimise(): void;
  onClose(): void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [botMessage(greeting(intent))]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (request === 0 || intent !== "schedule") return;
    setMessages((current) =>
      current.at(-1)?.text === chatCopy.scheduleWelcome
        ? current
        : [...current, botMessage(chatCopy.scheduleWelcome)],
    );
  }, [request, intent]);

  useEffect(() => {
    if (!hidden) input.current?.focus();
  }, [hidden, request]);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages]);

  const canSend = draft.trim().length > 0 && !pending;

  async function send() {
    const text = draft.trim();
    if (!text || pending) return;
    const typing = botMessage("", true);
    setMessages((current) => [
      ...current,
      { id: randomId(), text, sender: "user", timestamp: Date.now(), isTyping: false },
      typing,
    ]);
    setDraft("");
    setPending(true);
    const reply = await fetchReply(text, intent);
    setMessages((current) =>
      current.map((m) =>
        m.id === typing.id ? { ...m, text: reply, isTyping: false, timestamp: Date.now() } : m,
      ),
    );
    setPending(false);
    input.current?.focus();
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="live-chat-title"
      hidden={hidden}
      className="fixed bottom-4 right-4 z-50 flex h-[min(36rem,calc(100dvh-2rem))] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-center gap-3 bg-gradient-to-r from-brand-600 to-brand-800 px-4 py-3 text-white">
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-white/20">
          <Bot className="h-5 w-5" aria-hidden />
        </span>
        <div className="flex-1">
          <h2 id="live-chat-title" className="font-semibold leading-tight">
            {site.name}
          </h2>
          <p className="text-xs text-white/85">{chatCopy.subtitle}</p>
        </div>
        <Tooltip content="Minimise">
          <button
            type="button"
            onClick={onMinimise}
            aria-label="Minimise chat"
            className="rounded-lg p-2 hover:bg-white/15 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
          >
            <Minus className="h-4 w-4" aria-hidden />
          </button>
        </Tooltip>
        <Tooltip content="Close">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close chat"
            className="rounded-lg p-2 hover:bg-white/15 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </Tooltip>
      </header>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        className="flex flex-1 flex-col gap-3 overflow-y-auto bg-slate-50 p-4"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            data-sender={message.sender}
            className={`max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm ${
              message.sender === "user"
                ? "self-end bg-brand-600 text-white"
                : "self-start border border-slate-200 bg-white text-slate-800"
            }`}
          >
            {message.isTyping ? (
              <span role="status" aria-label="Assistant is typing" className="flex gap-1 py-1">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="h-2 w-2 animate-bounce rounded-full bg-slate-400"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
            ) : (
              <MessageText text={message.text} />
            )}
          </div>
        ))}
      </div>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        className="border-t border-slate-200 p-3"
      >
        <div className="flex items-end gap-2">
          <textarea
            ref={input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
            rows={1}
            maxLength={2000}
            placeholder={chatCopy.placeholder}
            aria-label="Message"
            className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <button
            type="submit"
            disabled={!canSend}
            aria-label="Send message"
            className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Send className="h-4 w-4" aria-hidden />
          </button>
        </div>
        <p className="mt-2 text-center text-xs text-slate-500">{chatCopy.poweredBy}</p>
      </form>
    </section>
  );
}

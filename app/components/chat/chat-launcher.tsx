import { lazy, Suspense, useEffect, useState } from "react";
import MessageCircle from "~/components/icons/message-circle";
import { site, toast } from "~/components/root-shared.bundle-boundary";
import { chatLauncherCopy } from "~/content/chat-launcher";
import type { ChatIntent } from "~/schemas/chat";

// The panel's code is fetched only when a visitor who allowed functional cookies opens the chat.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

interface OpenLiveChatDetail {
  intent?: ChatIntent;
}

declare global {
  interface WindowEventMap {
    openLiveChat: CustomEvent<OpenLiveChatDetail | undefined>;
  }
}

type ChatState =
  | { status: "closed" }
  | { status: "open" | "minimised"; intent: ChatIntent; conversation: number; request: number };

/**
 * The floating chat button and, once opened, the lazily loaded panel. Present only with
 * functional consent; the "openLiveChat" window event opens it from anywhere on the site.
 */
export function ChatLauncher({ enabled }: { enabled: boolean }) {
  const [state, setState] = useState<ChatState>({ status: "closed" });

  useEffect(() => {
    const onOpen = (event: CustomEvent<OpenLiveChatDetail | undefined>) => {
      if (!enabled) {
        toast({
          title: chatLauncherCopy.needsFunctionalCookies.title,
          description: chatLauncherCopy.needsFunctionalCookies.description.replace(
            "{email}",
            site.emails.contact,
          ),
        });
        return;
      }
      const intent: ChatIntent = event.detail?.intent === "schedule" ? "schedule" : "general";
      setState((current) =>
        current.status === "closed"
          ? { status: "open", intent, conversation: Date.now(), request: 0 }
          : { ...current, status: "open", intent, request: current.request + 1 },
      );
    };
    window.addEventListener("openLiveChat", onOpen);
    return () => window.removeEventListener("openLiveChat", onOpen);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) setState({ status: "closed" });
  }, [enabled]);

  if (!enabled) return null;
  return (
    <>
      {state.status !== "open" ? (
        <button
          type="button"
          onClick={() =>
            setState((current) =>
              current.status === "closed"
                ? { status: "open", intent: "general", conversation: Date.now(), request: 0 }
                : { ...current, status: "open" },
            )
          }
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-label={chatLauncherCopy.openLabel}
          data-analytics-label={chatLauncherCopy.openLabel}
          data-analytics-location="chat-launcher"
          className="fixed bottom-4 right-4 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-xl hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <MessageCircle className="h-6 w-6" aria-hidden />
          {state.status === "minimised" ? (
            <span
              className="absolute right-1 top-1 h-3 w-3 rounded-full border-2 border-white bg-emerald-400"
              aria-hidden
            />
          ) : null}
        </button>
      ) : null}
      {state.status !== "closed" ? (
        <Suspense fallback={null}>
          <ChatPanel
            key={state.conversation}
            hidden={state.status === "minimised"}
            intent={state.intent}
            request={state.request}
            onMinimise={() =>
              setState((current) =>
                current.status === "closed" ? current : { ...current, status: "minimised" },
              )
            }
            onClose={() => setState({ status: "closed" })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";
import type { IntakeMessage } from "~/schemas/intake";

/**
 * Puts a submission on the intake queue, for the consumer to store once Postgres is back.
 * False when there is no queue, or it refused the message: the caller then answers 503.
 */
export async function queueIntake(env: Pick<AppEnv, "INTAKE_QUEUE">, message: IntakeMessage) {
  if (!env.INTAKE_QUEUE) return false;
  try {
    await env.INTAKE_QUEUE.send(message, { contentType: "json" });
    return true;
  } catch (error) {
    logEvent("error", "intake: the queue refused a message", {
      kind: message.kind,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

/** The integration tests' view of the local outbox, through its MAIL_OUTBOX binding. */
import { env } from "cloudflare:workers";
import { readEml, type ReadMail } from "./mail";

const outbox = () => (env as unknown as { MAIL_OUTBOX: Fetcher }).MAIL_OUTBOX;

/** Every message the outbox kept, oldest first. */
export async function outboxMail(): Promise<ReadMail[]> {
  const files = (await (await outbox().fetch("http://outbox/")).json()) as {
    file: string;
    eml: string;
  }[];
  return files.map(({ file, eml }) => readEml(file, eml));
}

/** The messages to `to`, waiting (bounded) until at least `count` have arrived. */
export async function mailTo(to: string, count = 1) {
  let found: ReadMail[] = [];
  for (let attempt = 0; attempt < 100; attempt++) {
    found = (await outboxMail()).filter((mail) => mail.to.includes(to));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found;
}

/** The messages to `to` kept so far, without waiting (after a consumer run that has ended). */
export async function mailSoFarTo(to: string) {
  return (await outboxMail()).filter((mail) => mail.to.includes(to));
}
